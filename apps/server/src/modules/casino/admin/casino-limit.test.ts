// A dealer's daily casino stake limit in the back office: set by the dealers above it (an admin: its
// whole site), read with today's usage, refused for another subtree or site, a player or bad input.
import type { CasinoLimitAnswer } from '@bet/domain/api/admin/casino';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { casinoDay } from '../catalogue/casino-limits.ts';
import { casinoDealerUsage } from '../catalogue/schema.ts';

/** Who may set each dealer's limit: the dealers above it in its own site. */
const SETTERS: Partial<Record<Name, Name[]>> = {
  dealer1: ['adminA'],
  sub1: ['adminA', 'dealer1'],
  dealer2: ['adminA'],
  dealerB: ['adminB'],
};

describe('dealer casino limits in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const setLimit = (caller: Name, target: Name, dailyStakeLimit: unknown) =>
    post('setCasinoLimit', { targetUserId: accounts[target].id, dailyStakeLimit }, accounts[caller]);

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only the dealers above a dealer set its limit', async () => {
    for (const [target, setters] of Object.entries(SETTERS) as [Name, Name[]][]) {
      for (const caller of NAMES) {
        const res = await setLimit(caller, target, 10_000);
        expect(res.statusCode, `${caller} sets ${target}`).toBe(setters.includes(caller) ? 200 : 403);
      }
    }
  });

  it('shows the limit with what the subtree staked today; 0 lifts it', async () => {
    await t.database.db
      .insert(casinoDealerUsage)
      .values({ dealerId: accounts.sub1.id, day: casinoDay(t.clock.now()), staked: 1_200 });
    const set = await setLimit('dealer1', 'sub1', 5_000);
    expect(set.json<CasinoLimitAnswer>()).toEqual({
      status: true,
      dailyStakeLimit: 5_000,
      stakedToday: 1_200,
      day: casinoDay(t.clock.now()),
    });
    // The dealer itself reads its own limit; a dealer of another branch does not.
    const own = await post('casinoLimit', { targetUserId: accounts.sub1.id }, accounts.sub1);
    expect(own.json<CasinoLimitAnswer>()).toMatchObject({ dailyStakeLimit: 5_000, stakedToday: 1_200 });
    expect((await post('casinoLimit', { targetUserId: accounts.sub1.id }, accounts.dealer2)).statusCode).toBe(
      403,
    );
    expect((await post('casinoLimit', { targetUserId: accounts.sub1.id }, accounts.adminB)).statusCode).toBe(
      403,
    );
    expect((await post('casinoLimit', { targetUserId: accounts.sub1.id }, accounts.player1)).statusCode).toBe(
      403,
    );
    expect((await setLimit('adminA', 'sub1', 0)).json<CasinoLimitAnswer>().dailyStakeLimit).toBe(0);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    await setLimit('dealer1', 'sub1', 7_000);
    const notDealer = await setLimit('dealer1', 'player1', 1_000);
    expect(notDealer.statusCode).toBe(400);
    expect(notDealer.json()).toMatchObject({ key: 'casinoLimitDealersOnly' });
    for (const bad of [-1, 1.5, '100', null]) {
      expect((await setLimit('dealer1', 'sub1', bad)).statusCode, String(bad)).toBe(400);
    }
    expect(
      (await post('setCasinoLimit', { targetUserId: 0, dailyStakeLimit: 1 }, accounts.adminA)).statusCode,
    ).toBe(400);
    const unknown = await post(
      'setCasinoLimit',
      { targetUserId: 999_999, dailyStakeLimit: 1 },
      accounts.adminA,
    );
    expect(unknown.statusCode).toBe(403);
    const read = await post('casinoLimit', { targetUserId: accounts.sub1.id }, accounts.dealer1);
    expect(read.json<CasinoLimitAnswer>().dailyStakeLimit).toBe(7_000);
  });
});
