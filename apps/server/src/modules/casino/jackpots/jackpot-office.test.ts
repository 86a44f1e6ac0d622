// The back office's jackpot screens: only the platform's admins read and change the rules, a change
// is audited and applies to the next pass, and the history shows each drop with what proves it.
import { dropCommitment } from '@bet/domain/casino/jackpots';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { houseProvider, playerSession } from '../test-wallet.ts';
import { feedJackpot, SETTLE_LAG_MS } from './feed-jackpot.ts';
import { jackpotCycles } from './schema.ts';

describe('the jackpots in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only the platform’s admin read and change the rules', async () => {
    for (const name of NAMES) {
      const allowed = name === 'adminA';
      expect((await post('jackpots', {}, accounts[name])).statusCode, name).toBe(allowed ? 200 : 403);
      const save = await post(
        'saveJackpot',
        { jackpot: 'casinoMega', contributionBp: 15, seed: 5000, mustDropBy: 80000 },
        accounts[name],
      );
      expect(save.statusCode, name).toBe(allowed ? 200 : 403);
    }
    const list = (await post('jackpots', {}, accounts.adminA)).json();
    expect(list.jackpots.find((j: { id: string }) => j.id === 'casinoMega')).toMatchObject({
      contributionBp: 15,
      seed: 5000,
      mustDropBy: 80000,
      dropBy: 'amount',
    });
    const audit = (await post('audit', { action: 'jackpot.rules' }, accounts.adminA)).json();
    expect(audit.rows[0]).toMatchObject({ action: 'jackpot.rules', targetId: 'casinoMega' });
  });

  it('refuses rules that cannot work and keeps the old ones', async () => {
    for (const body of [
      { jackpot: 'casinoMega', contributionBp: 15, seed: 5000, mustDropBy: 4000 },
      { jackpot: 'casinoMega', contributionBp: 600, seed: 5000 },
      { jackpot: 'noSuchPot', contributionBp: 10, seed: 1 },
      { jackpot: 'casinoMega', contributionBp: 10, seed: -5 },
    ]) {
      expect((await post('saveJackpot', body, accounts.adminA)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const mega = (await post('jackpots', {}, accounts.adminA))
      .json()
      .jackpots.find((j: { id: string }) => j.id === 'casinoMega');
    expect(mega).toMatchObject({ contributionBp: 15, seed: 5000, mustDropBy: 80000 });
  });

  it('feeds the changed share, and lists drops with their revealed point, checkable against the commitment', async () => {
    await post('saveJackpot', { jackpot: 'casinoDaily', contributionBp: 100, seed: 10 }, accounts.adminA);
    const session = await playerSession(t, await houseProvider(t), 1_000_000, 5);
    await session.call('bet', { transactionId: 'office-1', roundId: 'office-1', amount: 10_000 });
    t.clock.advance(SETTLE_LAG_MS);
    await feedJackpot(t.database.db, 'casinoDaily', t.clock.now());
    const [cycle] = await t.database.db
      .select()
      .from(jackpotCycles)
      .where(eq(jackpotCycles.jackpot, 'casinoDaily'));
    // A seed of 10.00 and 1 % of a 100.00 stake.
    expect(cycle?.pot).toBe(1_000 + 100);
    if (!cycle) return;
    // The drop time has come: the next stake wins.
    await t.database.db
      .update(jackpotCycles)
      .set({
        dropPoint: t.clock.now().getTime(),
        commitment: dropCommitment('casinoDaily', cycle.cycle, t.clock.now().getTime(), cycle.salt),
      })
      .where(eq(jackpotCycles.id, cycle.id));
    await session.call('bet', { transactionId: 'office-2', roundId: 'office-2', amount: 10_000 });
    t.clock.advance(SETTLE_LAG_MS);
    expect((await feedJackpot(t.database.db, 'casinoDaily', t.clock.now())).drops).toHaveLength(1);
    const history = (await post('jackpotHistory', { jackpot: 'casinoDaily' }, accounts.adminA)).json();
    expect(history.total).toBe(1);
    const [drop] = history.rows;
    expect(drop).toMatchObject({
      jackpot: 'casinoDaily',
      amount: 12,
      winnerId: session.player.id,
      winner: session.player.username,
    });
    expect(dropCommitment('casinoDaily', drop.cycle, drop.dropPoint, drop.salt)).toBe(drop.commitment);
  });
});
