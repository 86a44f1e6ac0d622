// The site's content routes (spec 002 section 2): info and static pages, contact, promotions,
// notifications and the affiliate area.
import type { Access } from './access.ts';
import type { RouteEntry } from './guarded-route.tsx';

const open: Access = {};
const login: Access = { login: true };
const affiliate: Access = { login: true, affiliate: true };

export const contentEntries: RouteEntry[] = [
  {
    path: 'others',
    access: open,
    page: () => import('../features/info/pages/others-page.tsx'),
    areas: ['info'],
  },
  {
    path: 'support',
    access: open,
    page: () => import('../features/info/pages/support-page.tsx'),
    areas: ['info'],
  },
  {
    path: 'contact',
    access: open,
    page: () => import('../features/contact/pages/contact-page.tsx'),
    // auth: the bot challenge's texts.
    areas: ['contact', 'auth'],
  },
  {
    path: 'promotions',
    access: open,
    page: () => import('../features/promotions/pages/promotions-page.tsx'),
    areas: ['promotions'],
    banners: 'promotions',
  },
  {
    path: 'page/:id',
    access: open,
    page: () => import('../features/pages/pages/static-page.tsx'),
    areas: [],
  },
  {
    path: 'notifications',
    access: login,
    page: () => import('../features/notifications/pages/notifications-page.tsx'),
    areas: ['notifications'],
  },
  {
    path: 'affiliate',
    access: affiliate,
    page: () => import('../features/affiliate/pages/affiliate-page.tsx'),
    areas: ['affiliate'],
  },
  {
    path: 'affiliateBanner',
    access: affiliate,
    page: () => import('../features/affiliate/pages/affiliate-banner-page.tsx'),
    areas: ['affiliate'],
  },
];
