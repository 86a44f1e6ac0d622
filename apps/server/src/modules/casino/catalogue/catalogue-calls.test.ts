// The catalogue lists as a visitor sees them: the seeded in-house games, each call's filters and
// search, the site's own choice and order of games, and the cache dropped when a change is announced.
import { HOME_TAB } from '@bet/domain/api/casino';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { invalidateSiteCache } from '../../site/index.ts';
import { siteDomains, sites } from '../../site/schema.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';
import { seedHouseCatalogue } from './house-catalogue.ts';
import { setCompanyListing, setGameListing } from './site-listing.ts';
import { casinoCall, GAME, HOUSE_LIVE, HOUSE_SLOTS } from './test-catalogue.ts';

const SECOND_HOST = 'casino-second.example';

type Tile = { sid: number; n: string; mid: number };
type Provider = { sid: number; n: string; limit: string; g: Tile[] };
type Company = { sid: number; n: string; c: { n: string; mid: number; g: Tile[] }[] };

const sids = (tiles: Tile[]) => tiles.map((g) => g.sid);

describe.each(testDatabaseKinds)('the casino catalogue calls on %s', (kind) => {
  const t = useTestApp(kind);
  let secondSiteId: number;
  const list = async (name: string, body: Record<string, unknown>, host?: string) => {
    const res = await casinoCall(t.app, name, body, host ? { host } : {});
    expect(res.code).toBe(200);
    expect(res.body.status).toBe(true);
    return res.body;
  };

  beforeAll(async () => {
    // A site added after the start lists nothing until its operator picks games.
    const [second] = await t.database.db.insert(sites).values({ name: 'Second', operatorId: 2 }).returning();
    if (!second) throw new Error('no second site');
    secondSiteId = second.id;
    await t.database.db.insert(siteDomains).values({ domain: SECOND_HOST, siteId: second.id });
    invalidateSiteCache();
  });

  it('fills each Home tab asked for, tab by tab, from the popular and new games', async () => {
    const all = await list('casinosHome', { serviceId: `${HOME_TAB.topCasino},23,17151,1800` });
    const pairs = (all.results as { serviceId: number; topServiceId2: number }[]).map((g) => [
      g.topServiceId2,
      g.serviceId,
    ]);
    expect(pairs).toEqual([
      [HOME_TAB.topCasino, GAME.roulette],
      [HOME_TAB.topCasino, GAME.blackjack],
      [HOME_TAB.newCasino, GAME.roulette],
      [HOME_TAB.newCasino, GAME.blackjack],
      [HOME_TAB.topSlots, GAME.classicFruits],
      [HOME_TAB.topSlots, GAME.scatterGems],
      [HOME_TAB.newSlots, GAME.scatterGems],
      [HOME_TAB.newSlots, GAME.dragonVault],
    ]);
    const topSlots = await list('casinosHome', { serviceId: HOME_TAB.topSlots });
    expect(topSlots.results).toEqual([
      {
        serviceId: GAME.classicFruits,
        masterServiceId: HOUSE_SLOTS,
        topServiceId2: HOME_TAB.topSlots,
        title: 'Classic Fruits',
        logo: '/casino/classic-fruits.svg',
      },
      expect.objectContaining({ serviceId: GAME.scatterGems }),
    ]);
  });

  it('lists slot providers with all their games and limit text', async () => {
    const { results } = await list('casinoList', { serviceId: 5 });
    const providers = results as Provider[];
    expect(providers).toHaveLength(1);
    expect(providers[0]).toMatchObject({
      sid: HOUSE_SLOTS,
      mid: HOUSE_SLOTS,
      n: 'House Slots',
      limit: '0.01 - 2.00',
    });
    expect(sids(providers[0]?.g ?? [])).toEqual([GAME.classicFruits, GAME.scatterGems, GAME.dragonVault]);
    expect(providers[0]?.g[0]).toEqual({
      sid: GAME.classicFruits,
      n: 'Classic Fruits',
      l: '/casino/classic-fruits.svg',
      mid: HOUSE_SLOTS,
    });
  });

  it('searches slots by title, trimmed and case-insensitive, by top service or one provider', async () => {
    const hits = async (body: Record<string, unknown>) =>
      ((await list('getAllSlotsNew', body)).results as Provider[]).map((p) => sids(p.g));
    expect(await hits({ masterServiceId: 5, search: '  GEMS ' })).toEqual([[GAME.scatterGems]]);
    expect(await hits({ masterServiceId: HOUSE_SLOTS })).toEqual([
      [GAME.classicFruits, GAME.scatterGems, GAME.dragonVault],
    ]);
    expect(await hits({ masterServiceId: 5, search: 'roulette' })).toEqual([]);
    // A live casino company is no slot provider of another top service's list, but lists by its own id.
    expect(await hits({ masterServiceId: 4, search: 'roulette' })).toEqual([[GAME.roulette]]);
  });

  it('lists live casino categories with their games', async () => {
    const expected = [
      { sid: 21060010, n: 'Roulette', mid: HOUSE_LIVE, g: [expect.objectContaining({ sid: GAME.roulette })] },
      {
        sid: 21060011,
        n: 'Blackjack',
        mid: HOUSE_LIVE,
        g: [expect.objectContaining({ sid: GAME.blackjack })],
      },
    ];
    expect((await list('casino', { serviceId: 4 })).results).toEqual(expected);
    expect((await list('casino', { serviceId: HOUSE_LIVE })).results).toEqual(expected);
    expect((await list('casino', { serviceId: 999 })).results).toEqual([]);
  });

  it('lists live casino companies, searched, in both shapes', async () => {
    const full = (await list('getAllCasinosNew', { masterServiceId: '4', search: '' })).results as Company[];
    expect(full.map((c) => [c.sid, c.n, c.c.map((k) => k.n)])).toEqual([
      [HOUSE_LIVE, 'House Live Casino', ['Roulette', 'Blackjack']],
    ]);
    const searched = (await list('getAllCasinosNew', { masterServiceId: 4, search: 'black' }))
      .results as Company[];
    expect(searched.map((c) => c.c.map((k) => [k.n, sids(k.g)]))).toEqual([
      [['Blackjack', [GAME.blackjack]]],
    ]);
    expect(
      (await list('getAllCasinosNew', { masterServiceId: 4, search: 'nothing like it' })).results,
    ).toEqual([]);
    const older = await list('getAllCasinos', { masterServiceId: 4 });
    expect(older.items).toEqual(full);
    expect(older.results).toBeUndefined();
  });

  it('answers the services list with game services, and empty virtual and TV lists', async () => {
    const live = (await list('servicesList', { serviceId: 4 })).results;
    expect(live).toEqual([
      {
        serviceId: GAME.roulette,
        masterServiceId: HOUSE_LIVE,
        topServiceId: 4,
        title: 'European Roulette',
        logo: '/casino/european-roulette.svg',
        extras: '{}',
        openLobby: 0,
      },
      expect.objectContaining({ serviceId: GAME.blackjack, title: 'Blackjack' }),
    ]);
    expect((await list('servicesList', { serviceId: 6 })).results).toEqual([]);
    expect((await list('servicesList', { serviceId: 7 })).results).toEqual([]);
  });

  it('shows a site only its enabled games and companies, in its order, once the change is announced', async () => {
    const db = t.database.db;
    const slotsOnSecond = async () =>
      ((await list('casinoList', { serviceId: 5 }, SECOND_HOST)).results as Provider[]).map((p) => sids(p.g));
    expect(await slotsOnSecond()).toEqual([]);

    await setCompanyListing(db, secondSiteId, HOUSE_SLOTS, { enabled: true });
    await setGameListing(db, secondSiteId, GAME.dragonVault, { position: 1, enabled: true });
    await setGameListing(db, secondSiteId, GAME.classicFruits, { position: 2, enabled: true });
    await setGameListing(db, secondSiteId, GAME.scatterGems, { position: 3, enabled: false });
    // Cached until announced.
    expect(await slotsOnSecond()).toEqual([]);
    announceCatalogueChange(t.app.realtime.bus);
    expect(await slotsOnSecond()).toEqual([[GAME.dragonVault, GAME.classicFruits]]);

    await setCompanyListing(db, secondSiteId, HOUSE_SLOTS, { enabled: false });
    announceCatalogueChange(t.app.realtime.bus);
    expect(await slotsOnSecond()).toEqual([]);
    // The default site keeps its own choice throughout.
    expect(
      ((await list('casinoList', { serviceId: 5 })).results as Provider[]).map((p) => sids(p.g)),
    ).toEqual([[GAME.classicFruits, GAME.scatterGems, GAME.dragonVault]]);
  });

  it('seeds idempotently, keeping what an operator changed', async () => {
    const db = t.database.db;
    await setGameListing(db, secondSiteId, GAME.dragonVault, { enabled: false });
    await setCompanyListing(db, secondSiteId, HOUSE_SLOTS, { enabled: true });
    await seedHouseCatalogue(db);
    announceCatalogueChange(t.app.realtime.bus);
    const providers = (await list('casinoList', { serviceId: 5 }, SECOND_HOST)).results as Provider[];
    // The games switched off (scatter gems before, dragon vault now) stay off...
    expect(providers.map((p) => sids(p.g))).toEqual([[GAME.classicFruits]]);
    // ...while the ones the site missed are listed.
    const live = (await list('servicesList', { serviceId: 4 }, SECOND_HOST)).results as {
      serviceId: number;
    }[];
    expect(live.map((g) => g.serviceId)).toEqual([GAME.roulette, GAME.blackjack]);
  });

  it('refuses bad input with a 400 and a message key', async () => {
    for (const [name, body] of [
      ['casinosHome', { serviceId: '23,x' }],
      ['casinoList', { serviceId: 'five' }],
      ['getAllSlotsNew', { masterServiceId: 5, search: 'x'.repeat(61) }],
      ['getAllCasinosNew', { masterServiceId: 4, extra: 1 }],
      ['opencas', { serviceId: -1 }],
    ] as const) {
      const res = await casinoCall(t.app, name, body);
      expect(res.code, name).toBe(400);
      expect(res.body.status, name).toBe(false);
      expect(typeof res.body.key, name).toBe('string');
      expect(res.body.msg, name).toBeTruthy();
    }
  });
});
