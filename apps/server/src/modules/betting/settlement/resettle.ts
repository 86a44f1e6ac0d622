// A corrected result (a newer decided_at on match_results): the picks whose result changes are
// reopened, the coupons they decided have their decision reversed in the ledger (both trails stay:
// a payout by its reversal, stakes a settlement batch kept by one transaction back per reopen batch)
// and are reopened one settle round later, then the match is settled again.
import type { PickResult } from '@bet/domain/betting/types';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { AppError } from '../../../http/errors.ts';
import { postTransaction, reverseTransaction, standingTransactions } from '../../wallet/index.ts';
import { batchReference, houseAccounts, stakesMove } from '../coupon-ledger.ts';
import { couponPicks, coupons } from '../schema.ts';
import { loadDecidedMatch, resolveSelections, type Selection } from './settle-picks.ts';
import { type SettleReport, settleMatch } from './settlement.ts';

const BATCH = 500;

export type ResettleReport = {
  /** Coupons whose picks on the match were reopened. */
  reopened: number;
  /** Decided coupons whose decision was taken back (their payout reversed, their stake returned). */
  reversed: number;
  /**
   * Decided coupons left as they were: the player no longer holds what the reversal takes back, or
   * the counter has paid the coupon out.
   */
  blocked: number[];
  settle: SettleReport;
};

type StoredSelection = Selection & { stored: PickResult };

/** Selections of the match's picks settled before the result's latest decision, with their result. */
async function staleSelections(db: Executor, matchId: number, decidedAt: Date): Promise<StoredSelection[]> {
  const rows = rowsOf<{ odds_type: unknown; special: string; outcome_id: string; result: PickResult }>(
    await db.execute(sql`
      select distinct odds_type, special, outcome_id, result from coupon_picks
      where match_id = ${matchId} and result <> 'open' and settled_at < ${decidedAt.toISOString()}::timestamptz`),
  );
  return rows.map((r) => ({
    oddsType: toSafeInteger(r.odds_type),
    special: r.special,
    outcomeId: r.outcome_id,
    stored: r.result,
  }));
}

/** Coupons holding a pick of one of these selections (with its stored result) on the match. */
async function couponsHolding(db: Executor, matchId: number, selections: readonly StoredSelection[]) {
  if (selections.length === 0) return [];
  const values = sql.join(
    selections.map(
      (s) => sql`(${s.oddsType}::integer, ${s.special}::text, ${s.outcomeId}::text, ${s.stored}::text)`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{ coupon_id: unknown }>(
    await db.execute(sql`
      select distinct p.coupon_id from coupon_picks p
      join (values ${values}) as v (odds_type, special, outcome_id, result)
        on p.odds_type = v.odds_type and p.special = v.special and p.outcome_id = v.outcome_id and p.result = v.result
      where p.match_id = ${matchId}
      order by p.coupon_id`),
  );
  return rows.map((r) => toSafeInteger(r.coupon_id));
}

/**
 * Takes back a decided coupon's standing decision transactions; answers how much of its stake their
 * reversal puts back into the stakes account (none when a settlement batch moved the stake), or
 * null when a reversal is refused for credit or the counter has paid the coupon out.
 */
async function reverseDecision(
  tx: Executor,
  couponId: number,
  matchId: number,
  at: Date,
): Promise<number | null> {
  // Cash the counter handed out stays handed out: such a coupon is marked unpaid before it reopens.
  if ((await standingTransactions(tx, `coupon:${couponId}`, ['counter_payout'])).length > 0) return null;
  const decisions = await standingTransactions(tx, `coupon:${couponId}`, ['payout', 'coupon_refund']);
  try {
    await tx.transaction(async (sp) => {
      for (const d of decisions)
        await reverseTransaction(sp, d.id, null, `result of match ${matchId} corrected`, at);
    });
    return decisions.reduce((sum, d) => sum + d.fromStakes, 0);
  } catch (error) {
    if (error instanceof AppError && error.key === 'insufficientCredit') return null;
    throw error;
  }
}

/** Puts back into the stakes account, per currency in one ledger transaction, what settlement batches moved out. */
async function returnStakes(
  tx: Executor,
  back: Map<string, number>,
  reference: string,
  memo: string,
  at: Date,
) {
  for (const [currency, total] of back) {
    if (total > 0)
      await postTransaction(
        tx,
        stakesMove('stakes_reopened', await houseAccounts(tx, currency), total, { reference, memo, at }),
      );
  }
}

async function reopenBatch(db: Executor, matchId: number, couponIds: readonly number[], at: Date) {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({
        id: coupons.id,
        status: coupons.status,
        currency: coupons.currency,
        stake: coupons.totalStake,
      })
      .from(coupons)
      .where(inArray(coupons.id, [...couponIds]))
      .orderBy(coupons.id)
      .for('update');
    const blocked: number[] = [];
    const reopenedCoupons: number[] = [];
    const stakesBack = new Map<string, number>();
    for (const coupon of locked) {
      // Sold and cancelled coupons keep their deal; only settlement's decisions are taken back.
      if (coupon.status !== 1 && coupon.status !== -1) continue;
      const returned = await reverseDecision(tx, coupon.id, matchId, at);
      if (returned === null) blocked.push(coupon.id);
      else {
        reopenedCoupons.push(coupon.id);
        // A stake decided alone came back with its reversal; one a batch moved comes back here.
        stakesBack.set(coupon.currency, (stakesBack.get(coupon.currency) ?? 0) + coupon.stake - returned);
      }
    }
    const picksToReopen = locked.map((c) => c.id).filter((id) => !blocked.includes(id));
    if (picksToReopen.length > 0) {
      await tx
        .update(couponPicks)
        .set({ result: 'open', settledAt: null })
        .where(and(eq(couponPicks.matchId, matchId), inArray(couponPicks.couponId, picksToReopen)));
    }
    if (reopenedCoupons.length > 0) {
      await returnStakes(
        tx,
        stakesBack,
        batchReference(reopenedCoupons),
        `result of match ${matchId} corrected`,
        at,
      );
      await tx
        .update(coupons)
        .set({
          status: 0,
          income: 0,
          bonusPay: 0,
          paid: false,
          paidAt: null,
          settledAt: null,
          settleRound: sql`${coupons.settleRound} + 1`,
        })
        .where(inArray(coupons.id, reopenedCoupons));
    }
    return { reopened: picksToReopen.length, reversed: reopenedCoupons.length, blocked };
  });
}

/** Applies a corrected result of the match; undefined when the match has no result. */
export async function resettleMatch(
  db: Executor,
  matchId: number,
  at: Date,
): Promise<ResettleReport | undefined> {
  const decided = await loadDecidedMatch(db, matchId);
  if (!decided) return undefined;
  const stale = await staleSelections(db, matchId, decided.decidedAt);
  // A selection the corrected result cannot settle keeps its result (settlement reports it).
  const { results } = resolveSelections(stale, decided.outcome);
  const changed = results.filter((r) => r.result !== r.stored);
  const couponIds = await couponsHolding(db, matchId, changed);
  const report = { reopened: 0, reversed: 0, blocked: [] as number[] };
  for (let i = 0; i < couponIds.length; i += BATCH) {
    const batch = await reopenBatch(db, matchId, couponIds.slice(i, i + BATCH), at);
    report.reopened += batch.reopened;
    report.reversed += batch.reversed;
    report.blocked.push(...batch.blocked);
  }
  // What did not change (or could not be reopened) is stamped, so the correction is seen once.
  const settledAt = new Date(Math.max(at.getTime(), decided.decidedAt.getTime()));
  await db.execute(sql`
    update coupon_picks set settled_at = ${settledAt.toISOString()}::timestamptz
    where match_id = ${matchId} and result <> 'open' and settled_at < ${decided.decidedAt.toISOString()}::timestamptz`);
  return { ...report, settle: await settleMatch(db, matchId, at) };
}
