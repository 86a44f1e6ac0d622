import { icon } from '@bet/ui/icon-base.tsx';

// The detail's own icons, drawn like the kit's (24×24 strokes in currentColor).

export const PitchIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 5h18v14H3zM12 5v14" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M3 9h3v6H3M21 9h-3v6h3" />
  </>,
);

export const ChartIcon = /* @__PURE__ */ icon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);

export const TableIcon = /* @__PURE__ */ icon(<path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14" />);

export const CornerFlagIcon = /* @__PURE__ */ icon(<path d="M6 21V3l10 4-10 4" />);
