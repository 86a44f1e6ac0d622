import { icon } from '@bet/ui/icon-base.tsx';

/** A parent with two children below it: the dealer tree. */
export const TreeIcon = /* @__PURE__ */ icon(
  <path d="M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4" />,
);
