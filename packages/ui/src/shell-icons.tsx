import { type IconProps, icon, Svg } from './icon-base.tsx';

// The icons the always-loaded shell draws; kept apart so pages' icons stay out of the first download.
// Import icons from icons.tsx, which re-exports these.

export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = /* @__PURE__ */ icon(<path d="M18 6 6 18M6 6l12 12" />);

export const ArrowBackIcon = (props: IconProps) => (
  <Svg {...props} className={['icon-flip', props.className].filter(Boolean).join(' ')}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);

export const ArrowUpIcon = /* @__PURE__ */ icon(<path d="M12 19V5M5 12l7-7 7 7" />);

export const HomeIcon = /* @__PURE__ */ icon(<path d="M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10" />);

export const BallIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10z M12 3v4M21 10.5 16 10M18 19l-3.5-4.5M6 19l3.5-4.5M3 10.5 8 10" />
  </>,
);

export const LiveIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19 5a10 10 0 0 1 0 14M5 19A10 10 0 0 1 5 5" />
  </>,
);

export const TicketIcon = /* @__PURE__ */ icon(
  <path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6zM9 9h6M9 13h6" />,
);

export const CashoutIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="9" r="6" />
    <path d="M15.2 10.1A6 6 0 1 1 10 16M9 6.5v5M7 8h3a1 1 0 0 1 0 2H8" />
  </>,
);

export const WalletIcon = /* @__PURE__ */ icon(
  <path d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h12v3M17 13.5h.01" />,
);

export const SyncIcon = /* @__PURE__ */ icon(
  <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12A9 9 0 0 1 18.5 5.8L21 8M21 3v5h-5M3 21v-5h5" />,
);

export const ChatIcon = /* @__PURE__ */ icon(
  <path d="M20.5 11.5a8.5 8.5 0 0 1-12.4 7.6L3 20.5l1.4-5A8.5 8.5 0 1 1 20.5 11.5zM9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1 0-2-1-2-2l1-1-1-2z" />,
);

export const CheckCircleIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const ErrorIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

export const WarningIcon = /* @__PURE__ */ icon(
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);

export const QuestionIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);
