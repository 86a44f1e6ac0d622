// Settling the coupons of a decided match (spec 001 section 4, Coupon result status), set-based:
// the match's open selections are resolved once each and written in one statement, then the
// coupons left with no open pick are settled in batches, two at a time, each batch's status change
// and money in one transaction (a ledger transaction per paying coupon and one for the batch's
// stakes, all written in one statement; see settlement-ledger).
// Every write is conditional (open picks, open coupons), so settling twice, or on two instances at
// once, pays once.
import { expandCombinations } from '@bet/domain/betting/combinations';
import { counterKinds } from '@bet/domain/betting/counter-payment';
import { settleCoupon } from '@bet/domain/betting/settle';
import { strictestMax } from '@bet/domain/betting/ticket-type';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.ts';
import { namedQuery } from '../../../db/named-query.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { usersOfKinds } from '../../account/index.ts';
import {
  loadDecidedMatch,
  openSelections,
  resolveSelections,
  type SettlementIssue,
  writePickResults,
} from './settle-picks.ts';
import { type CouponDecision, postDecisions } from './settlement-ledger.ts';
import { type BatchCoupon, type BatchPick, batchPicks, lockOpenCoupons } from './settlement-rows.ts';

/** Batches settled at once, each in its own transaction on its own connection. */
const SETTLE_LANES = 2;
/** Coupons settled per transaction. */
export const SETTLE_BATCH = 1000;

export type SettleReport = { picks: number; coupons: number; paid: number; issues: SettlementIssue[] };

/** A settled coupon's new state: status 1 won (it pays something), -1 lost. */
function decide(coupon: BatchCoupon, picks: readonly BatchPick[]) {
  const settlement = settleCoupon({
    picks: picks.map((p) => ({ odds: p.odds, result: p.result })),
    combinations: expandCombinations(picks, coupon.systemSizes),
    ticketStake: coupon.ticketStake,
    oddsCap: coupon.oddsCap,
    bonusPercent: coupon.bonusBp / 100,
    maxPay: strictestMax(coupon.maxPay, coupon.userMaxPay),
  });
  if (settlement.state === 'open') return undefined;
  const refund = picks.every((p) => p.result === 'void');
  return {
    status: settlement.state === 'won' ? 1 : -1,
    payout: settlement.payout,
    bonus: settlement.bonus,
    kind: refund ? ('coupon_refund' as const) : ('payout' as const),
  };
}

const WRITE_OUTCOMES = `
  update coupons c set status = v.status, income = v.income, bonus_pay = v.bonus,
    paid = v.paid, paid_at = case when v.paid then $5::timestamptz end, settled_at = $5::timestamptz
  from unnest($1::bigint[], $2::smallint[], $3::bigint[], $4::bigint[], $6::boolean[]) as v (id, status, income, bonus, paid)
  where c.id = v.id and c.status = 0
  returning c.id`;

/** Writes the new states of open coupons; returns the ids it changed (those another settler left open). */
async function writeOutcomes(
  tx: Executor,
  outcomes: readonly { id: number; status: number; payout: number; bonus: number; paid: boolean }[],
  at: Date,
): Promise<Set<number>> {
  const rows = await namedQuery<{ id: unknown }>(tx, 'settle_write_outcomes', WRITE_OUTCOMES, [
    outcomes.map((o) => o.id),
    outcomes.map((o) => o.status),
    outcomes.map((o) => o.payout),
    outcomes.map((o) => o.bonus),
    at.toISOString(),
    outcomes.map((o) => o.paid),
  ]);
  return new Set(rows.map((r) => toSafeInteger(r.id)));
}

/**
 * Settles these coupons (those still open, accepted and with every pick decided) in one
 * transaction: their status, income and bonus, and their money. Returns how many it settled and
 * what they paid.
 */
export async function settleCouponBatch(
  db: Executor,
  couponIds: readonly number[],
  at: Date,
): Promise<{ coupons: number; paid: number }> {
  if (couponIds.length === 0) return { coupons: 0, paid: 0 };
  return db.transaction(async (tx) => {
    const locked = await lockOpenCoupons(tx, couponIds);
    const picks = await batchPicks(
      tx,
      locked.map((c) => c.id),
    );
    const decided = locked.flatMap((coupon) => {
      const outcome = decide(coupon, picks.get(coupon.id) ?? []);
      return outcome ? [{ coupon, ...outcome }] : [];
    });
    if (decided.length === 0) return { coupons: 0, paid: 0 };
    // A terminal's win is credited now but stays unpaid until the counter hands the cash out.
    const counter = await usersOfKinds(
      tx,
      decided.filter((d) => d.payout > 0).map((d) => d.coupon.userId),
      counterKinds,
    );
    const changed = await writeOutcomes(
      tx,
      decided.map((d) => ({
        id: d.coupon.id,
        status: d.status,
        payout: d.payout,
        bonus: d.bonus,
        paid: d.payout > 0 && !counter.has(d.coupon.userId),
      })),
      at,
    );
    const settled = decided.filter((d) => changed.has(d.coupon.id));
    const decisions: CouponDecision[] = settled.map((d) => ({
      couponId: d.coupon.id,
      userId: d.coupon.userId,
      currency: d.coupon.currency,
      kind: d.kind,
      stake: d.coupon.totalStake,
      amount: d.payout,
      bonus: d.bonus,
    }));
    await postDecisions(tx, decisions, at);
    return { coupons: settled.length, paid: settled.reduce((sum, d) => sum + d.payout, 0) };
  });
}

/** Open, accepted coupons with a pick on the match and no open pick left, in id order. */
async function settleableCoupons(db: Executor, matchId: number): Promise<number[]> {
  // The match's picks are read first, whatever the planner thinks of tables it has no statistics
  // of yet: each coupon is then found by its key, so the cost grows with the match's coupons only.
  const rows = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      with on_match as materialized (
        select distinct coupon_id from coupon_picks where match_id = ${matchId})
      select c.id from on_match m join coupons c on c.id = m.coupon_id
      where c.status = 0 and c.phase = 'accepted'
        and not exists (select 1 from coupon_picks o where o.coupon_id = c.id and o.result = 'open')
      order by c.id`),
  );
  return rows.map((r) => toSafeInteger(r.id));
}

/**
 * Brings the planner's statistics of the tables a settlement reads up to date. Coupons and players
 * may have poured in since the last analysis (the embedded database never analyses by itself), and
 * without statistics the planner may scan those tables where it should seek. The ledger's
 * transactions and postings are left out: settlement only appends to them and finds their rows by
 * key, and sampling them costs more the longer the ledger grows.
 */
async function analyseSettlementTables(db: Executor): Promise<void> {
  await db.execute(sql`analyze coupons, coupon_picks, ledger_accounts`);
}

/** Settles coupons by id in batches (also the sweep's way to finish coupons left behind). */
export async function settleCoupons(
  db: Executor,
  couponIds: readonly number[],
  at: Date,
): Promise<{ coupons: number; paid: number }> {
  const total = { coupons: 0, paid: 0 };
  let next = 0;
  const settleRest = async () => {
    for (let i = next; i < couponIds.length; i = next) {
      next = i + SETTLE_BATCH;
      const batch = await settleCouponBatch(db, couponIds.slice(i, i + SETTLE_BATCH), at);
      total.coupons += batch.coupons;
      total.paid += batch.paid;
    }
  };
  // On a pool, batches run side by side (one's reads beside another's writes and commit); inside a
  // caller's transaction, one after another on its connection.
  const lanes = db instanceof PgTransaction ? 1 : SETTLE_LANES;
  await Promise.all(Array.from({ length: lanes }, settleRest));
  return total;
}

/**
 * Settles a decided match: resolves its open picks, then settles every coupon this leaves with no
 * open pick. Does nothing before the match has a result.
 */
export async function settleMatch(db: Executor, matchId: number, at: Date): Promise<SettleReport> {
  const decided = await loadDecidedMatch(db, matchId);
  if (!decided) return { picks: 0, coupons: 0, paid: 0, issues: [] };
  // Never earlier than the result, so a correction is told by a newer decided_at.
  const settledAt = new Date(Math.max(at.getTime(), decided.decidedAt.getTime()));
  const { results, issues } = resolveSelections(await openSelections(db, matchId), decided.outcome);
  const picks = await writePickResults(db, matchId, results, settledAt);
  if (picks > SETTLE_BATCH) await analyseSettlementTables(db);
  const settled = await settleCoupons(db, await settleableCoupons(db, matchId), at);
  return { picks, ...settled, issues };
}
