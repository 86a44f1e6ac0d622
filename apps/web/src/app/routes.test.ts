import { describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import { preloadOf } from './guarded-route.tsx';
import { isBarePath, languageRoutes } from './routes.tsx';

describe('route table lookups outside of rendering', () => {
  it('knows the bare pages (no header, menus, slip or footer) from the path alone', () => {
    expect(isBarePath('/tr/firstlogin')).toBe(true);
    expect(isBarePath('/en/handLogin')).toBe(true);
    expect(isBarePath('/tr/tracker/42')).toBe(true);
    expect(isBarePath('/de/statistics/7')).toBe(true);
    expect(isBarePath('/tr/leagueTable/3')).toBe(true);
    // The in-house games fill the casino's overlay frame.
    expect(isBarePath('/tr/play/classic-fruits')).toBe(true);
  });

  it('gives every other page, unknown paths included (they show Home), the shell', () => {
    expect(isBarePath('/tr/')).toBe(false);
    expect(isBarePath('/tr/sports')).toBe(false);
    expect(isBarePath('/tr/matchdetail/5')).toBe(false);
    expect(isBarePath('/en/verify')).toBe(false);
    // Without its id the tracker address is unknown, so Home with its shell.
    expect(isBarePath('/tr/tracker')).toBe(false);
    expect(isBarePath('/tr/no/such/page')).toBe(false);
  });

  it("preloads a page's code and its text together, once", async () => {
    const home = languageRoutes.find((route) => route.path === '');
    const preload = home && preloadOf(home);
    if (!preload) throw new Error('Home has no preload');
    expect(preload()).toBe(preload());
    const page = await preload();
    expect(typeof page.default).toBe('function');
    // The text of Home's area came in with it, in the language the site starts in.
    expect(i18n.exists('home.hero.register', { lng: 'tr' })).toBe(true);
  });

  it('has no preload for the redirects, which load no page', () => {
    const redirect = languageRoutes.find((route) => route.path === 'highlights');
    expect(redirect && preloadOf(redirect)).toBeUndefined();
  });
});
