// Page tests wait for the page's own async work (code, catalogues, the faked server's answers); on a
// busy two-core runner that can take longer than testing-library's default second. The bound only
// guards against a hang: it asserts nothing about speed.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
