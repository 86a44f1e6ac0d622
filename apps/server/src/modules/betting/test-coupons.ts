// Coupons written straight through the schema, for tests and benchmarks that need coupons without
// placing them: rows, picks and the stake (posted in batches), plus a match result written by hand.
import { randomBytes } from 'node:crypto';
import { expandCombinations } from '@bet/domain/betting/combinations';
import { bonusAmount, combinationOdds, combinationPay } from '@bet/domain/betting/payout';
import { sentTicketType, ticketTypeOf } from '@bet/domain/betting/ticket-type';
import type { TicketType } from '@bet/domain/betting/types';
import { MAX_ODDS } from '@bet/domain/pricing/margin';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CatalogMatch } from '../catalog/index.ts';
import { matches, matchResults } from '../catalog/schema.ts';
import type { FeedResult } from '../feed/index.ts';
import { creditAccountsOf, ensureAccount, postTransactions } from '../wallet/index.ts';
import type { CouponRow } from './coupons/coupon-queries.ts';
import { type CouponPhase, couponPicks, coupons } from './schema.ts';

export type TestPick = {
  matchId: number;
  oddsType?: number;
  special?: string;
  outcomeId?: string;
  /** Thousandths. */
  odds: number;
  live?: boolean;
  banker?: boolean;
  takenMinute?: string;
};

export type TestCoupon = {
  userId: number;
  picks: TestPick[];
  /** Minor units per combination. */
  ticketStake: number;
  systemSizes?: number[];
  ticketType?: TicketType;
  bonusBp?: number;
  /** Minor units; by default what the coupon pays when every pick wins. */
  maxPay?: number;
  userMaxPay?: number;
  oddsCap?: number;
  phase?: CouponPhase;
  currency?: string;
  createdAt?: Date;
};

const CHUNK = 1000;
const ANALYSE_EVERY = 5 * CHUNK;

/** What the coupon pays when every pick wins, bonus included. */
function potential(spec: TestCoupon, combos: number[][], cap: number): { odds: number; pay: number } {
  const odds = combos.map((c) =>
    combinationOdds(
      c.map((i) => spec.picks[i]?.odds ?? 1000),
      cap,
    ),
  );
  const win = odds.reduce((sum, o) => sum + combinationPay(spec.ticketStake, o), 0);
  return { odds: Math.max(...odds), pay: win + bonusAmount(win, (spec.bonusBp ?? 0) / 100) };
}

function couponRow(spec: TestCoupon, at: Date) {
  const picks = spec.picks.map((p) => ({ ...p, banker: p.banker ?? false }));
  const systemSizes = spec.systemSizes ?? [];
  const combos = expandCombinations(picks, systemSizes);
  const cap = spec.oddsCap ?? MAX_ODDS;
  const best = potential(spec, combos, cap);
  const ticketId = `T${randomBytes(6).toString('hex').toUpperCase()}`;
  return {
    ticketId,
    userId: spec.userId,
    requestId: `test-${ticketId}`,
    ticketType: spec.ticketType ?? sentTicketType(ticketTypeOf(picks, systemSizes) ?? 'TK', combos.length),
    isLive: spec.picks.some((p) => p.live),
    phase: spec.phase ?? 'accepted',
    staketype: 0,
    systemSizes,
    combinations: combos.length,
    currency: spec.currency ?? 'TRY',
    ticketStake: spec.ticketStake,
    totalStake: spec.ticketStake * combos.length,
    totalOdds: best.odds,
    oddsCap: cap,
    bonusBp: spec.bonusBp ?? 0,
    maxPay: spec.maxPay ?? best.pay,
    userMaxPay: spec.userMaxPay ?? 0,
    createdAt: spec.createdAt ?? at,
  };
}

/** Writes one chunk of coupons, their picks and their stakes (taken from the players' credit). */
async function placeChunk(tx: Executor, specs: readonly TestCoupon[], at: Date): Promise<CouponRow[]> {
  const written = await tx
    .insert(coupons)
    .values(specs.map((s) => couponRow(s, at)))
    .returning();
  await tx.insert(couponPicks).values(
    written.flatMap((row, k) =>
      (specs[k]?.picks ?? []).map((p, position) => ({
        couponId: row.id,
        position,
        matchId: p.matchId,
        oddsType: p.oddsType ?? 1,
        special: p.special ?? '',
        outcomeId: p.outcomeId ?? '1',
        odds: p.odds,
        live: p.live ?? false,
        banker: p.banker ?? false,
        takenMinute: p.takenMinute ?? '',
      })),
    ),
  );
  for (const currency of new Set(written.map((c) => c.currency))) {
    const mine = written.filter((c) => c.currency === currency);
    const players = await creditAccountsOf(
      tx,
      mine.map((c) => c.userId),
      currency,
    );
    const stakes = await ensureAccount(tx, { system: true, kind: 'stakes', currency });
    await postTransactions(
      tx,
      mine.map((c) => ({
        kind: 'coupon_stake' as const,
        reference: `coupon:${c.id}`,
        actorUserId: c.userId,
        at,
        postings: [
          { accountId: players.get(c.userId) ?? 0, amount: -c.totalStake },
          { accountId: stakes.id, amount: c.totalStake },
        ],
      })),
    );
  }
  return written;
}

/**
 * Writes the coupons with their picks and stakes, a thousand per transaction. Large sets are
 * analysed as they grow, so the planner keeps seeking rather than scanning (the embedded database
 * never analyses by itself).
 */
export async function placeTestCoupons(
  db: Executor,
  specs: readonly TestCoupon[],
  at: Date,
): Promise<CouponRow[]> {
  const written: CouponRow[] = [];
  for (let i = 0; i < specs.length; i += CHUNK) {
    if (i > 0 && i % ANALYSE_EVERY === 0) {
      await db.execute(sql`analyze coupons, coupon_picks, ledger_transactions, ledger_postings`);
    }
    written.push(...(await db.transaction((tx) => placeChunk(tx, specs.slice(i, i + CHUNK), at))));
  }
  return written;
}

export async function placeTestCoupon(db: Executor, spec: TestCoupon, at: Date): Promise<CouponRow> {
  const [coupon] = await placeTestCoupons(db, [spec], at);
  if (!coupon) throw new Error('no coupon written');
  return coupon;
}

/**
 * Writes (or corrects) a match's result as the feed would, without telling anyone: the first
 * result also marks the match ended at `decidedAt`; a correction only moves decided_at.
 */
export async function recordResult(
  db: Executor,
  matchId: number,
  result: FeedResult,
  decidedAt: Date,
): Promise<void> {
  const values = {
    status: result.status,
    score: result.score,
    periods: result.periods,
    corners: result.corners ?? null,
    cards: result.cards ?? null,
    goals: result.goals ?? null,
    decidedAt,
  };
  const [first] = await db
    .insert(matchResults)
    .values({ matchId, ...values })
    .onConflictDoNothing()
    .returning({ id: matchResults.matchId });
  if (first) await db.update(matches).set({ endedAt: decidedAt }).where(eq(matches.id, matchId));
  else await db.update(matchResults).set(values).where(eq(matchResults.matchId, matchId));
}

/** A pick of an outcome the catalogue offers now, at its current odds. */
export function currentPick(
  match: CatalogMatch,
  oddsType = 1,
  outcomeId = '1',
  special = '',
): TestPick & { oddsType: number; special: string; outcomeId: string } {
  const market = match.markets.find((m) => m.oddsType === oddsType && m.special === special);
  const outcome = market?.outcomes.find((o) => o.outcomeId === outcomeId);
  if (!outcome) throw new Error(`match ${match.id} offers no ${oddsType}/${special}/${outcomeId}`);
  return { matchId: match.id, oddsType, special, outcomeId, odds: outcome.odds };
}

/** Football matches of the store starting after `afterMs`, soonest first. */
export function footballAfter(
  store: { matches: Map<number, CatalogMatch> },
  afterMs: number,
): CatalogMatch[] {
  return [...store.matches.values()]
    .filter((m) => m.sportId === 1 && m.startsAt > afterMs)
    .sort((a, b) => a.startsAt - b.startsAt);
}

/** A match that ended home:away, goalless at half time unless said otherwise; periods are per half. */
export const endedResult = (home: number, away: number, firstHalf = { home: 0, away: 0 }): FeedResult => ({
  status: 'ended',
  score: { home, away },
  periods: [firstHalf, { home: home - firstHalf.home, away: away - firstHalf.away }],
});
