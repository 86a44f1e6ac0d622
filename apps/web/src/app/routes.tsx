import { matchRoutes, Navigate, type RouteObject, useLocation } from 'react-router';
import type { Access } from './access.ts';
import { casinoEntries } from './casino-routes.ts';
import { contentEntries } from './content-routes.ts';
import { guarded, preloadOf, type RouteEntry } from './guarded-route.tsx';
import type { RouteHandle } from './layout/route-info.ts';

const open: Access = {};
const visitorsOnly: Access = { loggedOutOnly: true };
const registration: Access = { loggedOutOnly: true, registration: true };
const login: Access = { login: true };
const sport: Access = { anyOf: ['sportUser'] };
const live: Access = { anyOf: ['liveUser'] };
const sportOrLive: Access = { anyOf: ['liveUser', 'sportUser'] };
const payments: Access = { login: true, onlineUser: true };

// Areas later releases fill: the route, its guard and a plain "coming" page.
const coming = (area: string) => () =>
  import('../features/coming/coming-page.tsx').then((m) => ({ default: () => <m.ComingPage area={area} /> }));

/** The route table of spec 000 section 2.1, all under /{lang}/. Pages load on demand. */
const entries: RouteEntry[] = [
  {
    path: 'firstlogin',
    access: visitorsOnly,
    page: () => import('../features/auth/pages/login-page.tsx'),
    areas: ['auth'],
    bare: true,
  },
  {
    path: 'register',
    access: registration,
    page: () => import('../features/auth/pages/register-page.tsx'),
    areas: ['auth'],
  },
  {
    path: 'register/:affcode',
    access: registration,
    page: () => import('../features/auth/pages/register-page.tsx'),
    areas: ['auth'],
  },
  {
    path: 'forgotPassword',
    access: registration,
    page: () => import('../features/auth/pages/forgot-password-page.tsx'),
    areas: ['auth'],
  },
  {
    path: 'resetPassword/:passCode',
    access: registration,
    page: () => import('../features/auth/pages/reset-password-page.tsx'),
    areas: ['auth'],
  },
  {
    path: 'activate/:code',
    access: { ...visitorsOnly, public: true },
    page: () => import('../features/auth/pages/activate-page.tsx'),
    areas: ['auth'],
  },
  {
    path: 'handLogin',
    access: { public: true },
    page: () => import('../features/auth/pages/hand-login-page.tsx'),
    areas: ['auth'],
    bare: true,
  },
  {
    path: 'myAccount',
    access: login,
    page: () => import('../features/account/pages/my-account-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'userInformation',
    access: login,
    page: () => import('../features/account/pages/user-information-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'changePassword',
    access: login,
    page: () => import('../features/account/pages/change-password-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'settings',
    access: login,
    page: () => import('../features/account/pages/settings-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'timezones',
    access: login,
    page: () => import('../features/account/pages/timezones-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'transactions',
    access: login,
    page: () => import('../features/account/pages/transactions-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'responsibleGaming',
    access: login,
    page: () => import('../features/protection/pages/responsible-gaming-page.tsx'),
    areas: ['protection'],
  },
  {
    path: 'transferRequest',
    access: login,
    page: () => import('../features/account/pages/transfer-requests-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'languages',
    access: open,
    page: () => import('../features/account/pages/languages-page.tsx'),
    areas: ['account'],
  },
  {
    path: 'sports',
    access: sport,
    page: () => import('../features/sports/pages/sports-page.tsx'),
    areas: ['odds', 'sports'],
    banners: 'sports',
  },
  {
    path: 'uphigh',
    access: sport,
    page: () => import('../features/sports/pages/uphigh-page.tsx'),
    areas: ['odds', 'sports'],
  },
  {
    path: 'livebets',
    access: live,
    page: () => import('../features/live/pages/live-page.tsx'),
    areas: ['odds', 'live'],
  },
  {
    path: 'favorites',
    access: live,
    page: () => import('../features/live/pages/favorites-page.tsx'),
    areas: ['odds', 'live'],
  },
  {
    path: 'matchdetail/:id',
    access: sportOrLive,
    page: () => import('../features/match/pages/match-detail-page.tsx'),
    areas: ['odds', 'match'],
  },
  {
    path: 'tracker/:id',
    // Embedded in frames: open even where the site asks visitors to sign in first.
    access: { public: true },
    page: () => import('../features/match/pages/tracker-page.tsx'),
    areas: ['odds', 'match'],
    bare: true,
  },
  {
    path: 'statistics/:matchId',
    access: open,
    page: () => import('../features/match/pages/statistics-page.tsx'),
    areas: ['odds', 'match'],
    bare: true,
  },
  {
    path: 'leagueTable/:tournamentId',
    access: open,
    page: () => import('../features/match/pages/league-table-page.tsx'),
    areas: ['odds', 'match'],
    bare: true,
  },
  {
    path: 'results',
    access: sportOrLive,
    page: () => import('../features/results/pages/results-page.tsx'),
    areas: ['odds', 'results'],
  },
  {
    path: 'betslip',
    access: sportOrLive,
    page: () => import('./betting/betslip-page.tsx'),
    areas: ['odds', 'betslip', 'coupons'],
  },
  {
    path: 'coupons',
    access: { ...login, ...sportOrLive },
    page: () => import('../features/coupons/pages/coupons-page.tsx'),
    areas: ['odds', 'coupons'],
  },
  {
    path: 'cashout',
    access: login,
    page: () => import('../features/coupons/pages/cashout-page.tsx'),
    areas: ['odds', 'coupons'],
  },
  {
    path: 'CouponDetail/:id',
    access: open,
    page: () => import('../features/coupons/pages/coupon-detail-page.tsx'),
    areas: ['odds', 'coupons'],
  },
  {
    path: 'couponShare/:id',
    access: open,
    page: () => import('../features/coupons/pages/coupon-share-page.tsx'),
    areas: ['odds', 'coupons'],
  },
  { path: 'bingo', access: { anyOf: ['bingoUser'] }, page: coming('casino'), areas: [] },
  ...casinoEntries,
  ...contentEntries,
  {
    path: 'bonusRequest',
    access: payments,
    page: () => import('../features/bonus/pages/bonus-request-page.tsx'),
    areas: ['bonus'],
  },
  {
    path: 'deposit',
    access: payments,
    page: () => import('../features/payments/pages/deposit-page.tsx'),
    areas: ['payments'],
  },
  {
    path: 'withdraw',
    access: payments,
    page: () => import('../features/payments/pages/withdraw-page.tsx'),
    areas: ['payments'],
  },
];

const home: RouteEntry = {
  path: '',
  access: {},
  page: () => import('./home/home-route.tsx'),
  areas: ['home'],
};

/** upcomings and highlights are old addresses of the UpHigh screen. */
function UpHighRedirect({ act }: { act: 1 | 2 }) {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('act', String(act));
  return <Navigate to={`../uphigh?${query}`} relative="path" replace />;
}

export const languageRoutes: RouteObject[] = [
  guarded(home),
  ...entries.map(guarded),
  { path: 'upcomings', element: <UpHighRedirect act={2} /> },
  { path: 'highlights', element: <UpHighRedirect act={1} /> },
  // Unknown paths show Home.
  guarded({ ...home, path: '*' }),
];

// The same tree as the router's /:lang branch, for looking a path up outside of rendering.
const languageTree: RouteObject[] = [{ path: '/:lang', children: languageRoutes }];

/** Starts loading the page a path shows (at start-up, beside the settings and the user check). */
export function preloadRoutePage(pathname: string): void {
  const leaf = matchRoutes(languageTree, pathname)?.at(-1)?.route;
  if (leaf) preloadOf(leaf)?.().catch(() => undefined);
}

/** True when the path shows a page without the shell's chrome (routes with `bare: true`). */
export function isBarePath(pathname: string): boolean {
  return (
    matchRoutes(languageTree, pathname)?.some(
      (m) => (m.route.handle as RouteHandle | undefined)?.bare === true,
    ) ?? false
  );
}
