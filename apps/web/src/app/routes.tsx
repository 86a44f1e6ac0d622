import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { Access } from './access.ts';
import { Guard } from './guard.tsx';

type PageModule = Promise<{ default: ComponentType }>;
type RouteEntry = { path: string; access: Access; page: () => PageModule };

const open: Access = {};
const visitorsOnly: Access = { loggedOutOnly: true };
const registration: Access = { loggedOutOnly: true, registration: true };
const login: Access = { login: true };
const sport: Access = { anyOf: ['sportUser'] };
const live: Access = { anyOf: ['liveUser'] };
const sportOrLive: Access = { anyOf: ['liveUser', 'sportUser'] };
const affiliate: Access = { login: true, affiliate: true };

// Areas later releases fill: the route, its guard and a plain "coming" page.
const coming = (area: string) => () =>
  import('../features/coming/coming-page.tsx').then((m) => ({ default: () => <m.ComingPage area={area} /> }));

/** The route table of spec 000 section 2.1, all under /{lang}/. Pages load on demand. */
const entries: RouteEntry[] = [
  { path: 'firstlogin', access: visitorsOnly, page: () => import('../features/auth/pages/login-page.tsx') },
  { path: 'register', access: registration, page: () => import('../features/auth/pages/register-page.tsx') },
  { path: 'register/:affcode', access: registration, page: () => import('../features/auth/pages/register-page.tsx') },
  { path: 'forgotPassword', access: registration, page: () => import('../features/auth/pages/forgot-password-page.tsx') },
  { path: 'resetPassword/:passCode', access: registration, page: () => import('../features/auth/pages/reset-password-page.tsx') },
  { path: 'activate/:code', access: { ...visitorsOnly, public: true }, page: () => import('../features/auth/pages/activate-page.tsx') },
  { path: 'handLogin', access: { public: true }, page: () => import('../features/auth/pages/hand-login-page.tsx') },
  { path: 'myAccount', access: login, page: () => import('../features/account/pages/my-account-page.tsx') },
  { path: 'userInformation', access: login, page: () => import('../features/account/pages/user-information-page.tsx') },
  { path: 'changePassword', access: login, page: () => import('../features/account/pages/change-password-page.tsx') },
  { path: 'settings', access: login, page: () => import('../features/account/pages/settings-page.tsx') },
  { path: 'timezones', access: login, page: () => import('../features/account/pages/timezones-page.tsx') },
  { path: 'transactions', access: login, page: () => import('../features/account/pages/transactions-page.tsx') },
  { path: 'transferRequest', access: login, page: () => import('../features/account/pages/transfer-requests-page.tsx') },
  { path: 'languages', access: open, page: () => import('../features/account/pages/languages-page.tsx') },
  { path: 'others', access: open, page: () => import('../features/info/pages/others-page.tsx') },
  { path: 'support', access: open, page: () => import('../features/info/pages/support-page.tsx') },
  { path: 'contact', access: open, page: coming('contact') },
  { path: 'sports', access: sport, page: coming('sports') },
  { path: 'uphigh', access: sport, page: coming('sports') },
  { path: 'livebets', access: live, page: coming('live') },
  { path: 'favorites', access: live, page: coming('live') },
  { path: 'matchdetail/:id', access: sportOrLive, page: coming('sports') },
  { path: 'results', access: sportOrLive, page: coming('results') },
  { path: 'betslip', access: sportOrLive, page: coming('betslip') },
  { path: 'coupons', access: { ...login, ...sportOrLive }, page: coming('coupons') },
  { path: 'cashout', access: login, page: coming('coupons') },
  { path: 'CouponDetail/:id', access: open, page: coming('coupons') },
  { path: 'couponShare/:id', access: open, page: coming('coupons') },
  { path: 'livecasino', access: { anyOf: ['casinoUser'] }, page: coming('casino') },
  { path: 'casino', access: { anyOf: ['slotUser'] }, page: coming('casino') },
  { path: 'bingo', access: { anyOf: ['bingoUser'] }, page: coming('casino') },
  { path: 'virtualgames', access: { anyOf: ['virtualUser'] }, page: coming('casino') },
  { path: 'tvgames', access: { anyOf: ['tvgamesUser'] }, page: coming('casino') },
  { path: 'promotions', access: open, page: coming('promotions') },
  { path: 'page/:id', access: open, page: coming('pages') },
  { path: 'notifications', access: login, page: coming('notifications') },
  { path: 'bonusRequest', access: login, page: coming('payments') },
  { path: 'deposit', access: login, page: coming('payments') },
  { path: 'withdraw', access: login, page: coming('payments') },
  { path: 'affiliate', access: affiliate, page: coming('affiliate') },
  { path: 'affiliateBanner', access: affiliate, page: coming('affiliate') },
];

const home = () => import('../features/home/pages/home-page.tsx');

function guarded(path: string, access: Access, page: () => PageModule): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await page();
      return {
        element: (
          <Guard access={access}>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

/** upcomings and highlights are old addresses of the UpHigh screen. */
function UpHighRedirect({ act }: { act: 1 | 2 }) {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('act', String(act));
  return <Navigate to={`../uphigh?${query}`} relative="path" replace />;
}

export const languageRoutes: RouteObject[] = [
  guarded('', {}, home),
  ...entries.map((e) => guarded(e.path, e.access, e.page)),
  { path: 'upcomings', element: <UpHighRedirect act={2} /> },
  { path: 'highlights', element: <UpHighRedirect act={1} /> },
  // Unknown paths show Home.
  guarded('*', {}, home),
];
