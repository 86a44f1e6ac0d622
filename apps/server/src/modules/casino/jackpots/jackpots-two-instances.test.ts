// Two instances feeding the jackpots at once pay a drop exactly once, and a player watching through
// the other instance sees the win.
import { JACKPOT_TOPIC } from '@bet/domain/casino/jackpot-frames';
import { dropCommitment } from '@bet/domain/casino/jackpots';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { connectLive, listenForSockets } from '../../../realtime/test-client.ts';
import { TestClock } from '../../../test/clock.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../../test/two-instances.ts';
import { houseProvider, playerSession } from '../test-wallet.ts';
import { SETTLE_LAG_MS } from './feed-jackpot.ts';
import { feedJackpots } from './jackpot-runner.ts';
import { jackpotCycles } from './schema.ts';

describe.each(testDatabaseKinds)('jackpots on two instances on %s', (kind) => {
  const clock = new TestClock();
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances(kind, clock);
  });
  afterAll(async () => {
    await two?.close();
  });

  it('pays a drop once when both instances feed at the same moment, and both instances’ sockets hear it', async () => {
    const asApp: TestApp = { app: two.a, database: two.database, clock, close: async () => undefined };
    const session = await playerSession(asApp, await houseProvider(asApp), 1_000_000, 5);
    const bet = (n: number) =>
      session.call('bet', { transactionId: `jp-${n}`, roundId: `jp-${n}`, amount: 10_000 });
    expect((await bet(1)).status).toBe('OK');
    clock.advance(SETTLE_LAG_MS);
    await feedJackpots(two.a, two.database.db, clock.now());
    const [cycle] = await two.database.db
      .select()
      .from(jackpotCycles)
      .where(and(eq(jackpotCycles.jackpot, 'casinoMega'), eq(jackpotCycles.state, 'running')));
    if (!cycle) throw new Error('no mega pot');
    const dropPoint = cycle.pot + 10;
    const commitment = dropCommitment('casinoMega', cycle.cycle, dropPoint, cycle.salt);
    await two.database.db
      .update(jackpotCycles)
      .set({ dropPoint, commitment })
      .where(eq(jackpotCycles.id, cycle.id));

    const watcher = await connectLive(await listenForSockets(two.b));
    watcher.send({ op: 'sub', topics: [JACKPOT_TOPIC] });
    await watcher.roundTrip();
    expect((await bet(2)).status).toBe('OK');
    clock.advance(SETTLE_LAG_MS);
    const [onA, onB] = await Promise.all([
      feedJackpots(two.a, two.database.db, clock.now()),
      feedJackpots(two.b, two.database.db, clock.now()),
    ]);
    const wins = [...onA.wins, ...onB.wins].filter((win) => win.jackpot === 'casinoMega');
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ amount: dropPoint, dropPoint, commitment, salt: cycle.salt });

    const [paid] = rowsOf<{ n: string | number }>(
      await two.database.db.execute(
        sql`select count(*) as n from ledger_transactions where kind = 'jackpot_win'`,
      ),
    );
    expect(Number(paid?.n)).toBe(1);
    expect(await session.balance()).toBe(1_000_000 - 20_000 + dropPoint);
    let frame = await watcher.next();
    while (frame.t !== 'winnercasino') frame = await watcher.next();
    expect(frame).toMatchObject({ t: 'winnercasino', jackpot: 'casinoMega', amount: dropPoint });
    await watcher.close();
  });
});
