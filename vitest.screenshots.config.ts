// `npm run screenshots`: a picture of every screen for people to look at; it asserts nothing, so it
// stays out of `npm test`.
import { defineConfig } from 'vitest/config';
import { browserRunOptions } from './e2e/vitest-options.ts';

export default defineConfig({
  test: { name: 'screenshots', include: ['e2e/screenshots.tour.ts'], ...browserRunOptions },
});
