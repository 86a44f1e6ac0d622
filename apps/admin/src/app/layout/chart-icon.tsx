import { icon } from '@bet/ui/icon-base.tsx';

/** Bars rising over a baseline: the reports. */
export const ChartIcon = /* @__PURE__ */ icon(<path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />);
