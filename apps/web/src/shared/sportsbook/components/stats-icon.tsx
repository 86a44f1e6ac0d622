import { icon } from '@bet/ui/icon-base.tsx';

/** Bars: a match's statistics. */
export const StatsIcon = /* @__PURE__ */ icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
