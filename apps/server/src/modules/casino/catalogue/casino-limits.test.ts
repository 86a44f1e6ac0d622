// A dealer's daily casino stake limit holds against every wallet bet of its subtree, however many
// arrive at once, and starts again the next day.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLedger } from '../../wallet/index.ts';
import { issueLaunchToken } from '../launch-tokens.ts';
import { houseProvider } from '../test-wallet.ts';
import { casinoDay, setCasinoDailyLimit } from './casino-limits.ts';
import { walletCall } from './test-catalogue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let ids = 0;
const nextId = (what: string) => `lim-${what}-${++ids}`;

describe.each(testDatabaseKinds)('dealer casino limits on %s', (kind) => {
  const t = useTestApp(kind);

  /**
   * A player under `parentId` with credit and a slot session, opened with the player's dealer path as
   * a launch keeps it, or without (the first bet reads it); `bet` stakes `amount` in a new round.
   */
  const playerUnder = async (
    parentId: number | null,
    credit: number,
    opened: 'with path' | 'without' | readonly number[] = 'with path',
  ) => {
    const provider = await houseProvider(t);
    const player = await buildUser(t.database.db, { role: 'player', parentId });
    await giveCredit(t.database.db, player.id, credit);
    const token = await issueLaunchToken(
      t.database.db,
      {
        providerId: provider.id,
        userId: player.id,
        gameCode: 'classic-fruits',
        serviceType: 5,
        currency: 'TRY',
        ...(opened === 'with path'
          ? { path: player.path }
          : opened === 'without'
            ? {}
            : { path: [...opened, player.id] }),
      },
      t.clock.now(),
    );
    const bet = (amount: number) =>
      walletCall(t, provider, token, 'bet', { transactionId: nextId('b'), roundId: nextId('r'), amount });
    const balance = async () => (await walletCall(t, provider, token, 'balance')).balance;
    return { bet, balance };
  };

  const usageOf = async (dealerId: number) => {
    const [row] = rowsOf<{ staked: string | number }>(
      await t.database.db.execute(
        sql`select staked from casino_dealer_usage where dealer_id = ${dealerId} and day = ${casinoDay(t.clock.now())}`,
      ),
    );
    return Number(row?.staked ?? 0);
  };

  it('takes bets up to the limit and refuses the one that would pass it, changing nothing', async () => {
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    await setCasinoDailyLimit(t.database.db, dealer.id, 500, t.clock.now());
    const { bet, balance } = await playerUnder(dealer.id, 10_000);
    expect((await bet(400)).status).toBe('OK');
    expect(await bet(101)).toEqual({ status: 'LIMIT_EXCEEDED' });
    expect((await bet(100)).status).toBe('OK');
    expect(await balance()).toBe(9_500);
    expect(await usageOf(dealer.id)).toBe(500);
  });

  it('counts against the dealers the game was opened under', async () => {
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    await setCasinoDailyLimit(t.database.db, dealer.id, 500, t.clock.now());
    // The account sits elsewhere in the tree now: the open game's bets still count where it opened.
    const { bet } = await playerUnder(null, 10_000, [dealer.id]);
    expect((await bet(500)).status).toBe('OK');
    expect(await bet(1)).toEqual({ status: 'LIMIT_EXCEEDED' });
    expect(await usageOf(dealer.id)).toBe(500);
  });

  it('never overshoots under a concurrent burst from players of one subtree', async () => {
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    const sub = await buildUser(t.database.db, { role: 'sub_dealer', parentId: dealer.id });
    await setCasinoDailyLimit(t.database.db, dealer.id, 1_000, t.clock.now());
    const players = [await playerUnder(sub.id, 5_000), await playerUnder(dealer.id, 5_000, 'without')];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (players[i % 2] as (typeof players)[number]).bet(100)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'LIMIT_EXCEEDED')).toHaveLength(6);
    expect(await usageOf(dealer.id)).toBe(1_000);
    // The sub-dealer has no limit: no usage row of its own for every bet to wait on.
    expect(await usageOf(sub.id)).toBe(0);
    const left = (await players[0]?.balance()) ?? 0;
    expect(left + ((await players[1]?.balance()) ?? 0)).toBe(9_000);
    const audit = await auditLedger(t.database.db);
    expect(audit.unbalancedTransactions).toEqual([]);
  });

  it('starts again the next day, and 0 means unlimited', async () => {
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    await setCasinoDailyLimit(t.database.db, dealer.id, 200, t.clock.now());
    const { bet } = await playerUnder(dealer.id, 10_000);
    expect((await bet(200)).status).toBe('OK');
    expect((await bet(1)).status).toBe('LIMIT_EXCEEDED');
    t.clock.advance(DAY_MS);
    // A fresh session: the first one's token expired overnight.
    const next = await playerUnder(dealer.id, 10_000);
    expect((await next.bet(200)).status).toBe('OK');
    await setCasinoDailyLimit(t.database.db, dealer.id, 0, t.clock.now());
    expect((await next.bet(5_000)).status).toBe('OK');
  });
});
