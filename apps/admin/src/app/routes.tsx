import type { StaffPermission } from '@bet/domain/authz/roles';
import {
  BellIcon,
  ChatIcon,
  DocumentIcon,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  type IconProps,
  ImageIcon,
  LockIcon,
  PlugIcon,
  SettingsIcon,
  ShieldIcon,
  SlotIcon,
  StarIcon,
  TransferIcon,
  UsersIcon,
  WalletIcon,
} from '@bet/ui/icons.tsx';
import { TicketIcon } from '@bet/ui/shell-icons.tsx';
import { type ComponentType, lazy } from 'react';
import { ChartIcon } from './layout/chart-icon.tsx';
import { TreeIcon } from './layout/tree-icon.tsx';

export type AdminRoute = {
  /** Under the /admin basename; '' is the dashboard. */
  path: string;
  /** The i18n key of its menu entry and page title. */
  label: string;
  /** A short line on the dashboard. */
  summary?: string;
  icon: ComponentType<IconProps>;
  /** Shown, in the menu and at its address, only to staff holding it. */
  permission?: StaffPermission;
  /** Data every site shares: only the platform site's staff (holding the permission) see it. */
  platform?: true;
  /** Also opens at its address (read-only, not in the menu) for staff holding this instead. */
  readableWith?: StaffPermission;
  /** A page reached from a list (one record), not from the menu. */
  inMenu?: false;
  page: ComponentType;
};

// Pages load on demand: a staff member downloads only the screens they open.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

export const adminRoutes: readonly AdminRoute[] = [
  {
    path: '',
    label: 'nav.dashboard',
    icon: HomeIcon,
    page: page(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: 'users',
    label: 'nav.users',
    summary: 'dashboard.usersSummary',
    icon: UsersIcon,
    permission: 'users.view',
    page: page(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  },
  {
    path: 'users/:id',
    label: 'nav.users',
    icon: UsersIcon,
    permission: 'users.view',
    inMenu: false,
    page: page(() => import('./user-record-route.tsx'), 'UserRecordRoute'),
  },
  {
    path: 'tree',
    label: 'nav.tree',
    summary: 'dashboard.treeSummary',
    icon: TreeIcon,
    permission: 'users.view',
    page: page(() => import('../features/tree/tree-page.tsx'), 'TreePage'),
  },
  {
    path: 'coupons',
    label: 'nav.coupons',
    summary: 'dashboard.couponsSummary',
    icon: TicketIcon,
    permission: 'coupons.view',
    page: page(() => import('../features/coupons/coupons-page.tsx'), 'CouponsPage'),
  },
  {
    path: 'transfers',
    label: 'nav.transfers',
    summary: 'dashboard.transfersSummary',
    icon: TransferIcon,
    permission: 'payments.manage',
    page: page(() => import('../features/transfers/transfers-page.tsx'), 'TransfersPage'),
  },
  {
    path: 'paymentMethods',
    label: 'nav.paymentMethods',
    summary: 'dashboard.paymentMethodsSummary',
    icon: WalletIcon,
    permission: 'payments.manage',
    page: page(() => import('../features/payment-methods/payment-methods-page.tsx'), 'PaymentMethodsPage'),
  },
  {
    path: 'bonuses',
    label: 'nav.bonuses',
    summary: 'dashboard.bonusesSummary',
    icon: StarIcon,
    permission: 'payments.manage',
    page: page(() => import('../features/bonuses/bonuses-page.tsx'), 'BonusesPage'),
  },
  {
    path: 'affiliates',
    label: 'affiliates.nav',
    summary: 'affiliates.summary',
    icon: UsersIcon,
    permission: 'payments.manage',
    page: page(() => import('../features/affiliates/affiliates-page.tsx'), 'AffiliatesPage'),
  },
  {
    path: 'pages',
    label: 'nav.pages',
    summary: 'dashboard.pagesSummary',
    icon: DocumentIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/pages/pages-page.tsx'), 'PagesPage'),
  },
  {
    path: 'banners',
    label: 'banners.nav',
    summary: 'banners.summary',
    icon: ImageIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/banners/banners-page.tsx'), 'BannersPage'),
  },
  {
    path: 'promotions',
    label: 'promos.promotions.nav',
    summary: 'promos.promotions.summary',
    icon: GiftIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/promotions/promotions-page.tsx'), 'PromotionsPage'),
  },
  {
    path: 'popups',
    label: 'promos.popups.nav',
    summary: 'promos.popups.summary',
    icon: ImageIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/popups/popups-page.tsx'), 'PopupsPage'),
  },
  {
    path: 'notifications',
    label: 'promos.notifications.nav',
    summary: 'promos.notifications.summary',
    icon: BellIcon,
    // Staff send inside their own subtree; the whole site needs the site's settings right too.
    permission: 'users.manage',
    page: page(() => import('../features/notifications/notifications-page.tsx'), 'NotificationsPage'),
  },
  {
    path: 'inbox',
    label: 'contact.inbox.nav',
    summary: 'contact.inbox.summary',
    icon: ChatIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/inbox/inbox-page.tsx'), 'InboxPage'),
  },
  {
    path: 'mail-templates',
    label: 'contact.templates.nav',
    summary: 'contact.templates.summary',
    icon: DocumentIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/mail-templates/mail-templates-page.tsx'), 'MailTemplatesPage'),
  },
  {
    path: 'report',
    label: 'nav.report',
    summary: 'dashboard.reportSummary',
    icon: ChartIcon,
    permission: 'reports.view',
    page: page(() => import('./report-route.tsx'), 'ReportRoute'),
  },
  {
    path: 'casino-rounds',
    label: 'nav.casinoRounds',
    summary: 'dashboard.casinoRoundsSummary',
    icon: GamepadIcon,
    permission: 'users.view',
    page: page(() => import('../features/casino/rounds-page.tsx'), 'CasinoRoundsPage'),
  },
  {
    path: 'casino',
    label: 'nav.casinoGames',
    summary: 'dashboard.casinoGamesSummary',
    icon: SlotIcon,
    permission: 'casino.manage',
    page: page(() => import('../features/casino/games-page.tsx'), 'CasinoGamesPage'),
  },
  {
    path: 'casino-providers',
    label: 'nav.casinoProviders',
    summary: 'dashboard.casinoProvidersSummary',
    icon: PlugIcon,
    permission: 'casino.manage',
    platform: true,
    page: page(() => import('../features/casino/providers/providers-page.tsx'), 'CasinoProvidersPage'),
  },
  {
    path: 'jackpots',
    label: 'nav.jackpots',
    summary: 'dashboard.jackpotsSummary',
    icon: StarIcon,
    permission: 'jackpots.manage',
    platform: true,
    page: page(() => import('../features/jackpots/jackpots-page.tsx'), 'JackpotsPage'),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    summary: 'dashboard.auditSummary',
    icon: DocumentIcon,
    permission: 'audit.view',
    page: page(() => import('../features/audit/audit-page.tsx'), 'AuditPage'),
  },
  {
    path: 'roles',
    label: 'nav.roles',
    summary: 'dashboard.rolesSummary',
    icon: LockIcon,
    permission: 'roles.manage',
    readableWith: 'users.view',
    page: page(() => import('../features/roles/roles-page.tsx'), 'RolesPage'),
  },
  {
    path: 'settings',
    label: 'nav.settings',
    summary: 'dashboard.settingsSummary',
    icon: SettingsIcon,
    permission: 'settings.manage',
    page: page(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: 'security',
    label: 'nav.security',
    summary: 'dashboard.securitySummary',
    icon: ShieldIcon,
    page: page(() => import('../features/security/security-page.tsx'), 'SecurityPage'),
  },
];
