// The casino's routes (spec 002 section 2): its lists by product permission, and the in-house
// games' own pages, which a launch URL opens without the site's session.
import type { RouteEntry } from './guarded-route.tsx';

export const casinoEntries: RouteEntry[] = [
  {
    path: 'play/:gameCode',
    // The launch token in the address names the player: open without the site's session.
    access: { public: true },
    page: () => import('../features/house-games/pages/play-page.tsx'),
    areas: ['house-games'],
    bare: true,
  },
  {
    path: 'verify',
    access: {},
    page: () => import('../features/house-games/pages/verify-page.tsx'),
    areas: ['house-games'],
  },
  {
    path: 'livecasino',
    access: { anyOf: ['casinoUser'] },
    page: () => import('../features/casino/pages/live-casino-page.tsx'),
    areas: ['casino'],
    banners: 'liveCasino',
  },
  {
    path: 'casino',
    access: { anyOf: ['slotUser'] },
    page: () => import('../features/casino/pages/slots-page.tsx'),
    areas: ['casino'],
    banners: 'casino',
  },
  {
    path: 'liveslots',
    access: { anyOf: ['slotUser'] },
    page: () => import('../features/casino/pages/live-slots-page.tsx'),
    areas: ['casino'],
  },
  {
    path: 'casinoGames/:id',
    access: { anyOf: ['casinoUser', 'slotUser'] },
    page: () => import('../features/casino/pages/casino-games-page.tsx'),
    areas: ['casino'],
  },
  {
    path: 'virtualgames',
    access: { anyOf: ['virtualUser'] },
    page: () => import('../features/casino/pages/virtual-games-page.tsx'),
    areas: ['casino'],
  },
  {
    path: 'tvgames',
    access: { anyOf: ['tvgamesUser'] },
    page: () => import('../features/casino/pages/tv-games-page.tsx'),
    areas: ['casino'],
  },
];
