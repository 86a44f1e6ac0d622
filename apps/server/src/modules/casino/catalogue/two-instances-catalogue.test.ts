// A catalogue change announced on one instance drops the cached catalogue of the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/clock.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { defaultSite } from '../../../test/factories.ts';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';
import { setGameListing } from './site-listing.ts';
import { casinoCall, GAME } from './test-catalogue.ts';

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
};

describe.each(testDatabaseKinds)('a catalogue change across two instances on %s and one Redis', (kind) => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances(kind, new TestClock());
  });
  afterAll(() => instances.close());

  it('reaches the other instance’s cache', async () => {
    const { a, b, database } = instances;
    const slotsOn = async (app: typeof a) => {
      const { body } = await casinoCall(app, 'casinoList', { serviceId: 5 });
      return (body.results as { g: { sid: number }[] }[]).flatMap((p) => p.g.map((g) => g.sid));
    };
    expect(await slotsOn(b)).toContain(GAME.dragonVault);
    const site = await defaultSite(database.db);
    await setGameListing(database.db, site.id, GAME.dragonVault, { enabled: false });
    announceCatalogueChange(a.realtime.bus);
    expect(await until(async () => !(await slotsOn(b)).includes(GAME.dragonVault))).toBe(true);
    expect(await slotsOn(a)).toEqual([GAME.classicFruits, GAME.scatterGems]);
  });
});
