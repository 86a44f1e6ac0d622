import { type IconProps, icon, Svg } from './icon-base.tsx';

export type { IconProps } from './icon-base.tsx';
// Small stroke icons drawn inline (no icon library): 24×24, currentColor, decorative unless labelled.
// Every icon is exported here; the shell's own set lives in shell-icons.tsx.
export {
  ArrowBackIcon,
  ArrowUpIcon,
  BallIcon,
  CashoutIcon,
  ChatIcon,
  CheckCircleIcon,
  CloseIcon,
  ErrorIcon,
  HomeIcon,
  LiveIcon,
  MenuIcon,
  QuestionIcon,
  SyncIcon,
  TicketIcon,
  WalletIcon,
  WarningIcon,
} from './shell-icons.tsx';

/** Back or forward in reading order (flips for right-to-left languages through the .icon-flip class). */
export function ChevronIcon({
  direction,
  ...props
}: IconProps & { direction: 'back' | 'forward' | 'up' | 'down' }) {
  const d = {
    back: 'M15 18l-6-6 6-6',
    forward: 'M9 18l6-6-6-6',
    up: 'M18 15l-6-6-6 6',
    down: 'M6 9l6 6 6-6',
  }[direction];
  const flip = direction === 'back' || direction === 'forward' ? 'icon-flip' : '';
  return (
    <Svg {...props} className={[flip, props.className].filter(Boolean).join(' ')}>
      <path d={d} />
    </Svg>
  );
}

export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);

export const MinusIcon = /* @__PURE__ */ icon(<path d="M5 12h14" />);

export const BellIcon = /* @__PURE__ */ icon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
);

export const GiftIcon = /* @__PURE__ */ icon(
  <path d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8S11 3 8 3.5C5.5 4 6.5 8 12 8zM12 8s1-5 4-4.5c2.5.5 1.5 4.5-4 4.5" />,
);

export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);

export const MoonIcon = /* @__PURE__ */ icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);

export const SunIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);

export const SlotIcon = /* @__PURE__ */ icon(
  <path d="M4 6h13v14H4zM17 9h2a1 1 0 0 1 1 1v3M20 7v2M7 10v6M10.5 10v6M14 10v6M4 6l1-3h11l1 3" />,
);

export const CardsIcon = /* @__PURE__ */ icon(
  <path d="M8 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM13 8l2.5 4-2.5 4-2.5-4zM6 6.5 3.6 7.4a1.5 1.5 0 0 0-.9 2l3.3 8.6" />,
);

export const RouletteIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v6M12 15v6M3 12h6M15 12h6M5.6 5.6l4.3 4.3M14.1 14.1l4.3 4.3M18.4 5.6l-4.3 4.3M9.9 14.1l-4.3 4.3" />
  </>,
);

export const TvIcon = /* @__PURE__ */ icon(<path d="M3 7h18v12H3zM8 3l4 4 4-4M8 22h8" />);

export const GamepadIcon = /* @__PURE__ */ icon(
  <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M15.5 12h.01M18 13.5h.01" />,
);

export const StarIcon = /* @__PURE__ */ icon(
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />,
);

export const FireIcon = /* @__PURE__ */ icon(
  <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6.5-4-10-2 2-2.5 4-2.5 5.5C11 9 10 7.5 10 6 7 8.5 5 11.5 5 15a7 7 0 0 0 7 7z" />,
);

export const ClockIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const LogoutIcon = /* @__PURE__ */ icon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);

export const LockIcon = /* @__PURE__ */ icon(<path d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2" />);

export const SettingsIcon = /* @__PURE__ */ icon(
  <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />,
);

export const ListIcon = /* @__PURE__ */ icon(
  <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />,
);

export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);

export const CheckIcon = /* @__PURE__ */ icon(<path d="M20 6 9 17l-5-5" />);

export const TransferIcon = /* @__PURE__ */ icon(<path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />);

export const ShareIcon = /* @__PURE__ */ icon(<path d="M12 3v12M7 8l5-5 5 5M5 12v8h14v-8" />);

export const RocketIcon = /* @__PURE__ */ icon(
  <path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2M9 15l-3-3 3-6c2.5-3 6.5-3.5 10-3-.5 3.5 0 7.5-3 10l-6 3zM14.5 9.5h.01M6 12H2.5L5 9h3M12 18v3.5L15 19v-3" />,
);

export const BingoIcon = /* @__PURE__ */ icon(
  <path d="M4 4h16v16H4zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16" />,
);

export const UsersIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
  </>,
);

export const ImageIcon = /* @__PURE__ */ icon(<path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9h.01" />);

export const HeadsetIcon = /* @__PURE__ */ icon(
  <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a3 3 0 0 1-3 2h-2" />,
);

export const DocumentIcon = /* @__PURE__ */ icon(<path d="M14 3H6v18h12V7zM14 3v4h4M9 12h6M9 16h6" />);

export const ShieldIcon = /* @__PURE__ */ icon(
  <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4" />,
);

export const DotsIcon = /* @__PURE__ */ icon(<path d="M5 12h.01M12 12h.01M19 12h.01" />);

export const PaletteIcon = /* @__PURE__ */ icon(
  <path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M9.5 7h.01M14.5 7h.01M17 11h.01" />,
);

export const BackspaceIcon = /* @__PURE__ */ icon(<path d="M21 5H8l-6 7 6 7h13zM17 9l-6 6M11 9l6 6" />);

export const PlugIcon = /* @__PURE__ */ icon(<path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4" />);
