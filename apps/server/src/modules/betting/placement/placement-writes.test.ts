import { describe, expect, it } from 'vitest';
import { useBettingApp } from '../../../test/betting-app.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser } from '../../../test/factories.ts';
import { sql } from '../../../test/sql.ts';
import { stakesAccounts } from '../coupon-ledger.ts';
import { insertCoupons, type NewCoupon, type NewPick } from './coupons-write.ts';

type PickRow = {
  position: number;
  match_id: string;
  odds_type: number;
  special: string;
  outcome_id: string;
  odds: number;
  live: boolean;
  banker: boolean;
  taken_minute: string;
  taken_score: string;
};

describe.each(testDatabaseKinds)('what placing a coupon writes on %s', (kind) => {
  const t = useBettingApp(kind);

  const coupon = (userId: number): NewCoupon => ({
    ticketId: `W${Date.now().toString(36).toUpperCase()}`,
    userId,
    requestId: `write-${Date.now()}`,
    ticketType: 'SK',
    isLive: true,
    phase: 'held',
    holdUntil: new Date('2026-03-01T12:00:07.000Z'),
    staketype: 1,
    systemSizes: [2, 3],
    combinations: 4,
    currency: 'TRY',
    ticketStake: 2_50,
    totalStake: 10_00,
    totalOdds: 8_125,
    oddsCap: 320_000,
    bonusBp: 500,
    maxPay: 95_00,
    userMaxPay: 0,
    picksHash: 'f'.repeat(32),
    createdAt: new Date('2026-03-01T12:00:00.000Z'),
  });

  it('writes coupons and their picks in order, each pick on its coupon, texts as they are', async () => {
    const user = await buildUser(t.database.db);
    const [a, b, c] = [...t.app.catalog.store.matches.keys()];
    const pick = (matchId: number | undefined, special: string, outcomeId: string): NewPick => ({
      matchId: matchId ?? 0,
      oddsType: 18,
      special,
      outcomeId,
      odds: 1_950,
      live: matchId === a,
      banker: matchId === c,
      takenMinute: matchId === a ? "45+2'" : '',
      takenScore: matchId === a ? '1:0' : '',
    });
    // Texts that an array literal would have to quote: commas, quotes, braces, backslashes, NULL.
    const picks = [pick(a, '+2.5', 'over'), pick(b, 'a,b "c"', '{x}\\y'), pick(c, 'NULL', ' 1 ')];
    const single = { ...coupon(user.id), ticketId: 'SINGLE0001', requestId: 'write-single', systemSizes: [] };
    await sql(
      t,
      `insert into idempotency_keys (actor_user_id, request_id, operation, request_hash)
       values ($1, 'write-single', 'createCoupon', 'h')`,
      [user.id],
    );
    const [couponId, singleId] = await insertCoupons(t.database.db, [
      { coupon: coupon(user.id), picks, answer: { ticketId: 'W' } },
      { coupon: single, picks: [pick(b, '', '1')], answer: { ticketId: 'SINGLE0001', credit: 5_00 } },
    ]);
    // The answer is stored under the request's key, with the coupon's id.
    const [key] = await sql<{ response: unknown }>(
      t,
      `select response from idempotency_keys where actor_user_id = $1 and request_id = 'write-single'`,
      [user.id],
    );
    expect(key?.response).toEqual({ ticketId: 'SINGLE0001', credit: 5_00, couponId: singleId });
    const owners = await sql<{ id: string; ticket_id: string; picks: string; sizes: number[] }>(
      t,
      `select c.id::text, c.ticket_id, count(p.*)::text as picks, c.system_sizes as sizes
       from coupons c join coupon_picks p on p.coupon_id = c.id where c.id = any($1) group by c.id order by c.id`,
      [[couponId, singleId]],
    );
    expect(owners).toEqual([
      { id: String(couponId), ticket_id: expect.stringMatching(/^W/), picks: '3', sizes: [2, 3] },
      { id: String(singleId), ticket_id: 'SINGLE0001', picks: '1', sizes: [] },
    ]);

    const [row] = await sql<Record<string, unknown>>(
      t,
      `select user_id, ticket_type, is_live, phase, hold_until, staketype, system_sizes, combinations,
         ticket_stake::int, total_stake::int, total_odds, bonus_bp, max_pay::int, picks_hash, created_at
       from coupons where id = $1`,
      [couponId],
    );
    expect(row).toMatchObject({
      user_id: user.id,
      ticket_type: 'SK',
      is_live: true,
      phase: 'held',
      staketype: 1,
      system_sizes: [2, 3],
      combinations: 4,
      ticket_stake: 2_50,
      total_stake: 10_00,
      total_odds: 8_125,
      bonus_bp: 500,
      max_pay: 95_00,
      picks_hash: 'f'.repeat(32),
    });
    expect(new Date(String(row?.hold_until)).toISOString()).toBe('2026-03-01T12:00:07.000Z');
    expect(new Date(String(row?.created_at)).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    const written = await sql<PickRow>(
      t,
      `select position, match_id::text, odds_type, special, outcome_id, odds, live, banker, taken_minute,
         taken_score
       from coupon_picks where coupon_id = $1 order by position`,
      [couponId],
    );
    expect(written).toEqual(
      picks.map((p, position) => ({
        position,
        match_id: String(p.matchId),
        odds_type: 18,
        special: p.special,
        outcome_id: p.outcomeId,
        odds: 1_950,
        live: p.live,
        banker: p.banker,
        taken_minute: p.takenMinute,
        taken_score: p.takenScore,
      })),
    );
  });

  it('remembers the stakes account only once the transaction that opened it has committed', async () => {
    const exists = async (id: number) =>
      (await sql(t, 'select id from ledger_accounts where id = $1', [id])).length === 1;
    const opened = stakesAccounts(t.database.db);
    let rolledBack = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        rolledBack = await opened.idIn(tx, 'EUR');
        throw new Error('the coupon was refused');
      }),
    ).rejects.toThrow(/refused/);
    expect(await exists(rolledBack)).toBe(false);

    const next = stakesAccounts(t.database.db);
    const id = await t.database.db.transaction((tx) => next.idIn(tx, 'EUR'));
    next.committed();
    expect(await exists(id)).toBe(true);
    // Known from now on: answered without a query, even in a transaction that could not run one.
    const known = stakesAccounts(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute('select * from no_such_table').catch(() => undefined);
        expect(await known.idIn(tx, 'EUR')).toBe(id);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow(/on purpose/);
  });
});
