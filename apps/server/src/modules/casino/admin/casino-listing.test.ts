// The site's games and providers in the back office across two sites: only admins read and change
// their own site's listing, a company's games come a page at a time, the player site sees a change at
// once, and bad input changes nothing.

import type { CasinoCatalogueAnswer, CasinoListingGamesAnswer } from '@bet/domain/api/admin/casino';
import { HOME_TAB } from '@bet/domain/api/casino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, SECOND_HOST, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { casinoCall, GAME, HOUSE_LIVE, HOUSE_SLOTS } from '../catalogue/test-catalogue.ts';

const ADMINS: Name[] = ['adminA', 'adminB'];

describe('the casino listing in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const catalogue = async (caller: Caller) => {
    const res = await post('casinoCatalogue', {}, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoCatalogueAnswer>().companies;
  };
  const listingGames = async (caller: Caller, body: Record<string, unknown> = {}) => {
    const res = await post('casinoListingGames', { companyId: HOUSE_SLOTS, ...body }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoListingGamesAnswer>();
  };
  const gameOf = async (caller: Caller, id: number) =>
    (await listingGames(caller)).rows.find((g) => g.id === id);
  const topSlots = async (host = 'localhost') => {
    const res = await casinoCall(t.app, 'casinosHome', { serviceId: HOME_TAB.topSlots }, { host });
    return (res.body.results as { serviceId: number }[]).map((g) => g.serviceId);
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only admins read and change the listing', async () => {
    for (const name of NAMES) {
      const allowed = ADMINS.includes(name);
      expect((await post('casinoCatalogue', {}, accounts[name])).statusCode, name).toBe(allowed ? 200 : 403);
      const games = await post('casinoListingGames', { companyId: HOUSE_SLOTS }, accounts[name]);
      expect(games.statusCode, name).toBe(allowed ? 200 : 403);
      const change = { target: 'game', id: GAME.dragonVault, position: 7 };
      expect((await post('setCasinoListing', change, accounts[name])).statusCode, name).toBe(
        allowed ? 200 : 403,
      );
    }
    expect((await post('casinoCatalogue', {})).statusCode).toBe(401);
    expect((await post('casinoListingGames', { companyId: HOUSE_SLOTS })).statusCode).toBe(401);
  });

  it('lists every company with its game counts, and its games with the site’s listing, the unlisted ones off', async () => {
    const own = await catalogue(accounts.adminA);
    expect(own.find((c) => c.id === HOUSE_SLOTS)).toMatchObject({ gameCount: 3, listedCount: 3 });
    expect(own.find((c) => c.id === HOUSE_LIVE)).toMatchObject({ gameCount: 2, listedCount: 2 });
    expect(await gameOf(accounts.adminA, GAME.classicFruits)).toMatchObject({ enabled: true, popular: true });
    // The second site was opened after the start: it lists nothing until its admin picks games.
    const second = await catalogue(accounts.adminB);
    expect(second.find((c) => c.id === HOUSE_SLOTS)).toMatchObject({ enabled: false, listedCount: 0 });
    expect(await gameOf(accounts.adminB, GAME.classicFruits)).toMatchObject({
      enabled: false,
      popular: false,
      position: 0,
    });
  });

  it('leaves an unlisted game or company unlisted when given an order or a Home tab', async () => {
    await post('setCasinoListing', { target: 'game', id: GAME.scatterGems, isNew: true }, accounts.adminB);
    await post('setCasinoListing', { target: 'company', id: HOUSE_LIVE, position: 3 }, accounts.adminB);
    expect(await gameOf(accounts.adminB, GAME.scatterGems)).toMatchObject({ enabled: false, isNew: true });
    const live = (await catalogue(accounts.adminB)).find((c) => c.id === HOUSE_LIVE);
    expect(live).toMatchObject({ enabled: false, position: 3 });
    expect(await topSlots(SECOND_HOST)).toEqual([]);
  });

  it('answers a company’s games a page at a time, found by a part of their code or name', async () => {
    const all = await listingGames(accounts.adminA);
    expect(all.total).toBe(3);
    expect(all.rows.map((g) => g.companyId)).toEqual([HOUSE_SLOTS, HOUSE_SLOTS, HOUSE_SLOTS]);
    expect((await listingGames(accounts.adminA, { search: '  GEMS ' })).rows.map((g) => g.id)).toEqual([
      GAME.scatterGems,
    ]);
    expect(await listingGames(accounts.adminA, { search: 'dragon-v' })).toMatchObject({
      total: 1,
      rows: [{ id: GAME.dragonVault }],
    });
    // A wildcard is a character like any other.
    expect((await listingGames(accounts.adminA, { search: '%' })).total).toBe(0);
    expect(await listingGames(accounts.adminA, { page: 2 })).toMatchObject({ total: 3, rows: [] });
    expect((await post('casinoListingGames', { companyId: 999_999 }, accounts.adminA)).statusCode).toBe(404);
    expect((await post('casinoListingGames', { companyId: 'x' }, accounts.adminA)).statusCode).toBe(400);
  });

  it('applies a change to the admin’s own site only, announced to the player site at once', async () => {
    expect(await topSlots()).toContain(GAME.classicFruits);
    const res = await post(
      'setCasinoListing',
      { target: 'game', id: GAME.classicFruits, enabled: false, isNew: true },
      accounts.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json<CasinoCatalogueAnswer>().companies.find((c) => c.id === HOUSE_SLOTS);
    expect(slots).toMatchObject({ gameCount: 3, listedCount: 2 });
    expect(await gameOf(accounts.adminA, GAME.classicFruits)).toMatchObject({
      enabled: false,
      isNew: true,
      popular: true,
    });
    expect(await topSlots()).not.toContain(GAME.classicFruits);
    expect((await gameOf(accounts.adminB, GAME.classicFruits))?.isNew).toBe(false);

    await post(
      'setCasinoListing',
      { target: 'game', id: GAME.classicFruits, enabled: true },
      accounts.adminA,
    );
    await post('setCasinoListing', { target: 'company', id: HOUSE_SLOTS, enabled: false }, accounts.adminA);
    expect(await topSlots()).toEqual([]);
    await post('setCasinoListing', { target: 'company', id: HOUSE_SLOTS, enabled: true }, accounts.adminA);
    expect(await topSlots()).toContain(GAME.classicFruits);
    expect(await topSlots(SECOND_HOST)).toEqual([]);
  });

  it('orders companies and games by their position', async () => {
    await post('setCasinoListing', { target: 'game', id: GAME.scatterGems, position: 0 }, accounts.adminA);
    expect((await listingGames(accounts.adminA)).rows[0]?.id).toBe(GAME.scatterGems);
  });

  it('lets only the platform site’s admin change a logo, on every site', async () => {
    const logo = 'https://cdn.example/fruits.png';
    for (const name of NAMES) {
      const res = await post(
        'setCasinoLogo',
        { target: 'game', id: GAME.classicFruits, logo },
        accounts[name],
      );
      expect(res.statusCode, name).toBe(name === 'adminA' ? 200 : 403);
    }
    expect((await gameOf(accounts.adminB, GAME.classicFruits))?.logo).toBe(logo);
    const tiles = await casinoCall(t.app, 'casinosHome', { serviceId: HOME_TAB.topSlots });
    expect(tiles.body.results).toContainEqual(
      expect.objectContaining({ serviceId: GAME.classicFruits, logo }),
    );
    expect((await post('casinoCatalogue', {}, accounts.adminA)).json()).toMatchObject({
      logosEditable: true,
    });
    expect((await post('casinoCatalogue', {}, accounts.adminB)).json()).toMatchObject({
      logosEditable: false,
    });
    for (const bad of ['javascript:alert(1)', 'logo.png', 'https://a b']) {
      const res = await post(
        'setCasinoLogo',
        { target: 'game', id: GAME.classicFruits, logo: bad },
        accounts.adminA,
      );
      expect(res.statusCode, bad).toBe(400);
    }
    const missing = await post(
      'setCasinoLogo',
      { target: 'company', id: 999_999, logo: '' },
      accounts.adminA,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const before = await catalogue(accounts.adminA);
    const gamesBefore = await listingGames(accounts.adminA);
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ target: 'company', id: HOUSE_SLOTS, popular: true }, 400, 'casinoTabsGamesOnly'],
      [{ target: 'game', id: GAME.blackjack, position: -1 }, 400],
      [{ target: 'game', id: 'x' }, 400],
      [{ target: 'shelf', id: GAME.blackjack }, 400],
      [{ target: 'game', id: 999_999, enabled: false }, 404, 'notFound'],
    ];
    for (const [body, code, key] of cases) {
      const res = await post('setCasinoListing', body, accounts.adminA);
      expect(res.statusCode, JSON.stringify(body)).toBe(code);
      if (key) expect(res.json()).toMatchObject({ key });
    }
    expect(await catalogue(accounts.adminA)).toEqual(before);
    expect(await listingGames(accounts.adminA)).toEqual(gamesBefore);
  });
});
