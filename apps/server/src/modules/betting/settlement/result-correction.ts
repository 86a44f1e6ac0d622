// An operator's correction of a decided match's result. The corrected result replaces the stored
// one (match_results keeps one row per match) with a newer decided_at, and the match is settled
// again under it: all in one transaction with the request's idempotency key, so a refused or failed
// correction changes nothing and a replay changes nothing twice. The key's stored answer holds the
// previous result, the corrected one and who asked: that row is the correction's trail.
import type { Cards, TeamScore } from '@bet/domain/sportsbook/live-state';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/sql-values.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { lockMatchResult, matchExists, replaceMatchResult } from '../../catalog/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { resettleMatch } from './resettle.ts';
import type { CorrectedResult } from './result-correction-schema.ts';
import type { SettlementIssue } from './settle-picks.ts';
import { settlementLockKey } from './settlement-runner.ts';

/** A match's result as match_results stores it (absent parts are null). */
export type StoredResult = {
  status: string;
  score: TeamScore;
  periods: TeamScore[];
  corners: TeamScore | null;
  cards: Cards | null;
  goals: ('home' | 'away')[] | null;
};

export type ResultCorrection = {
  requestId: string;
  matchId: number;
  result: CorrectedResult;
  at: Date;
};

export type CorrectionReport = {
  matchId: number;
  /** When the corrected result counts as decided (ISO 8601). */
  decidedAt: string;
  previous: StoredResult;
  corrected: StoredResult;
  /** Coupons whose picks on the match were reopened and settled again. */
  reopened: number;
  /** Ledger decisions taken back. */
  reversed: number;
  /** Coupons left as they were: the player no longer holds what the reversal takes back. */
  blocked: number[];
  settled: { picks: number; coupons: number; paid: number };
  /** Selections the corrected result cannot settle: they keep their result, for an operator. */
  issues: SettlementIssue[];
};

const pair = (s: TeamScore): TeamScore => ({ home: s.home, away: s.away });

/** The result with its parts in one order, so two equal results compare equal as JSON. */
function stored(r: {
  status: string;
  score: TeamScore;
  periods: TeamScore[];
  corners?: TeamScore | null | undefined;
  cards?: Cards | null | undefined;
  goals?: ('home' | 'away')[] | null | undefined;
}): StoredResult {
  return {
    status: r.status,
    score: pair(r.score),
    periods: r.periods.map(pair),
    corners: r.corners ? pair(r.corners) : null,
    cards: r.cards
      ? {
          yellowHome: r.cards.yellowHome,
          yellowAway: r.cards.yellowAway,
          redHome: r.cards.redHome,
          redAway: r.cards.redAway,
        }
      : null,
    goals: r.goals ? [...r.goals] : null,
  };
}

async function lockMatchSettlement(tx: Executor, matchId: number): Promise<void> {
  const [namespace, key] = settlementLockKey(matchId);
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::integer, ${key}::integer)`);
}

/** The stored result of the match, locked; refuses an unknown match or one not decided yet. */
async function lockedResult(tx: Executor, matchId: number) {
  if (!(await matchExists(tx, matchId))) throw notFound('notFoundMatch');
  const row = await lockMatchResult(tx, matchId);
  if (!row) throw conflict('matchNotDecided');
  return row;
}

/**
 * When the corrected result counts as decided: now, but always after the result it replaces and
 * after every pick settled on the match, since settlement tells stale picks by settled_at < decided_at.
 */
async function correctionTime(tx: Executor, matchId: number, previous: Date, at: Date): Promise<Date> {
  const [row] = rowsOf<{ latest: string | Date | null }>(
    await tx.execute(
      sql`select max(settled_at) as latest from coupon_picks where match_id = ${matchId} and settled_at is not null`,
    ),
  );
  const settled = row?.latest ? new Date(row.latest).getTime() : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(at.getTime(), previous.getTime() + 1, settled + 1));
}

async function applyCorrection(tx: Tx, c: ResultCorrection): Promise<CorrectionReport> {
  await lockMatchSettlement(tx, c.matchId);
  const row = await lockedResult(tx, c.matchId);
  const previous = stored(row);
  const corrected = stored(c.result);
  if (JSON.stringify(previous) === JSON.stringify(corrected)) throw conflict('resultUnchanged');

  const decidedAt = await correctionTime(tx, c.matchId, row.decidedAt, c.at);
  await replaceMatchResult(tx, c.matchId, { ...corrected, decidedAt });
  const report = await resettleMatch(tx, c.matchId, c.at);
  if (!report) throw new Error(`match ${c.matchId} lost its result while it was corrected`);
  return {
    matchId: c.matchId,
    decidedAt: decidedAt.toISOString(),
    previous,
    corrected,
    reopened: report.reopened,
    reversed: report.reversed,
    blocked: report.blocked,
    settled: { picks: report.settle.picks, coupons: report.settle.coupons, paid: report.settle.paid },
    issues: report.settle.issues,
  };
}

/** Corrects the match's result and settles the match again; once per (operator, request id). */
export function correctMatchResult(
  db: Executor,
  actor: Actor,
  c: ResultCorrection,
): Promise<CorrectionReport> {
  authorize(actor, 'match.correctResult', { type: 'platform' });
  return withIdempotency(
    db,
    {
      actorUserId: actor.userId,
      requestId: c.requestId,
      operation: 'correctMatchResult',
      input: { matchId: c.matchId, result: stored(c.result) },
    },
    async (tx) => {
      const report = await applyCorrection(tx, c);
      const { reopened, reversed, settled } = report;
      await recordAudit(
        tx,
        actor,
        c.at,
        'match.correctResult',
        { type: 'match', id: c.matchId },
        { after: { result: stored(c.result), reopened, reversed, settled } },
      );
      return report;
    },
  );
}
