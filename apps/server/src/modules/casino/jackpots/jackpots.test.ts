// The jackpots: fed exactly their share of the stakes, in their own ledger account, and dropped on
// the stake that reaches the committed point, paid once.
import { contributionOf, dropCommitment, JACKPOT_RULES, type JackpotId } from '@bet/domain/casino/jackpots';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { signIn } from '../../../test/session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLedger } from '../../wallet/index.ts';
import { houseProvider, playerSession } from '../test-wallet.ts';
import { feedJackpot, SETTLE_LAG_MS } from './feed-jackpot.ts';
import { jackpotCycles } from './schema.ts';

let ids = 0;
const nextId = (what: string) => `${what}-${++ids}-jackpot`;

describe.each(testDatabaseKinds)('the jackpots on %s', (kind) => {
  const t = useTestApp(kind);
  let pass: (jackpot: JackpotId) => ReturnType<typeof feedJackpot>;
  beforeAll(() => {
    pass = (jackpot) => feedJackpot(t.database.db, jackpot, t.clock.now());
  });
  afterEach(async () => {
    const audit = await auditLedger(t.database.db);
    for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
    expect(audit.unbalancedTransactions).toEqual([]);
  });

  const running = async (jackpot: JackpotId) => {
    const [row] = await t.database.db
      .select()
      .from(jackpotCycles)
      .where(
        sql`${jackpotCycles.jackpot} = ${jackpot} and ${jackpotCycles.state} = 'running' and ${jackpotCycles.currency} = 'TRY'`,
      );
    return row;
  };
  const potAccountBalance = async (accountKind: string) => {
    const [row] = rowsOf<{ total: string | number | null }>(
      await t.database.db.execute(sql`
        select sum(p.amount) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.kind = ${accountKind} and a.currency = 'TRY'`),
    );
    return Number(row?.total ?? 0);
  };
  /** Slot stakes by a fresh player, each bet of the wallet a stake. */
  async function slotStakes(amounts: number[]) {
    const provider = await houseProvider(t);
    const session = await playerSession(t, provider, 10_000_000, 5);
    for (const amount of amounts) {
      const answer = await session.call('bet', { transactionId: nextId('b'), roundId: nextId('r'), amount });
      expect(answer.status).toBe('OK');
    }
    return session;
  }

  it('takes exactly each stake’s share into the pot’s own ledger account, once stakes have settled', async () => {
    await pass('casinoMega');
    const before = (await running('casinoMega'))?.pot ?? JACKPOT_RULES.casinoMega.seed;
    const stakes = [10_000, 12_345, 99, 500_000];
    await slotStakes(stakes);
    // Too young to count yet: a transaction with an earlier id may still be committing.
    await pass('casinoMega');
    expect((await running('casinoMega'))?.pot ?? before).toBe(before);
    t.clock.advance(SETTLE_LAG_MS);
    await pass('casinoMega');
    const shares = stakes.reduce((sum, s) => sum + contributionOf(JACKPOT_RULES.casinoMega, s), 0);
    const cycle = await running('casinoMega');
    expect(cycle?.pot).toBe(before + shares);
    expect(await potAccountBalance('jackpot_casino_mega')).toBe(cycle?.pot);
    // Reading again adds nothing.
    await pass('casinoMega');
    expect((await running('casinoMega'))?.pot).toBe(before + shares);
    // Live casino stakes feed only the live casino pot.
    expect((await running('liveCasinoDaily'))?.pot ?? 0).toBe(0);
  });

  it('drops on the stake that reaches the committed point, pays the whole pot once and seeds the next', async () => {
    await pass('casinoMega');
    const cycle = await running('casinoMega');
    if (!cycle) throw new Error('no running mega pot');
    // Bring the drop point within reach, as if the pot had grown there.
    await t.database.db
      .update(jackpotCycles)
      .set({
        dropPoint: cycle.pot + 30,
        commitment: dropCommitment('casinoMega', cycle.cycle, cycle.pot + 30, cycle.salt),
      })
      .where(eq(jackpotCycles.id, cycle.id));
    const session = await slotStakes([10_000, 10_000, 10_000, 10_000]); // 10 a stake: the third reaches it
    t.clock.advance(SETTLE_LAG_MS);
    const drops = (await pass('casinoMega')).drops;
    expect(drops).toHaveLength(1);
    const [drop] = drops;
    expect(drop?.winnerUserId).toBe(session.player.id);
    expect(drop?.amount).toBe(cycle.pot + 30);
    const next = await running('casinoMega');
    expect(next?.cycle).toBe(cycle.cycle + 1);
    // The fourth stake fed the new pot.
    expect(next?.pot).toBe(JACKPOT_RULES.casinoMega.seed + 10);
    expect(await potAccountBalance('jackpot_casino_mega')).toBe(next?.pot);
    const [dropped] = await t.database.db.select().from(jackpotCycles).where(eq(jackpotCycles.id, cycle.id));
    expect(dropped).toMatchObject({ state: 'dropped', winnerUserId: session.player.id, won: cycle.pot + 30 });
    expect(await session.balance()).toBe(10_000_000 - 40_000 + cycle.pot + 30);
    expect((await pass('casinoMega')).drops).toEqual([]);
  });

  it('shows a player only the pots their jackpot permissions allow, in their currency', async () => {
    for (const jackpot of ['casinoMega', 'liveCasinoDaily', 'sportsLive'] as const) await pass(jackpot);
    await slotStakes([1_000]);
    t.clock.advance(SETTLE_LAG_MS);
    await pass('casinoDaily');
    expect((await call(t.app, 'jackpots')).statusCode).toBe(401);
    const ids = async (permissions: Record<string, { status: 0 | 1 }>) => {
      const user = await buildUser(t.database.db, { permissions });
      const answer = (
        await call(t.app, 'jackpots', {}, { bearer: await signIn(t.app, user.username, user.password) })
      ).json();
      expect(answer.results.every((pot: { currency: string }) => pot.currency === 'TRY')).toBe(true);
      return answer.results.map((pot: { id: string }) => pot.id).sort();
    };
    expect(await ids({})).toContain('casinoDaily');
    const withoutSlots = await ids({ slotjackpotUser: { status: 0 }, livejackpotUser: { status: 0 } });
    expect(withoutSlots.some((id: string) => id.startsWith('casino') || id === 'liveCasinoDaily')).toBe(
      false,
    );
  });
});
