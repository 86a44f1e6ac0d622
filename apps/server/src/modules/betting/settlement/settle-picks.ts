// Resolving a decided match's picks: each distinct selection once with the domain's resolvePick,
// then all picks of each selection in one statement.
import type { MatchOutcome } from '@bet/domain/betting/settle';
import { resolvePick, SettlementError } from '@bet/domain/betting/settle';
import type { PickResult } from '@bet/domain/betting/types';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { findDecidedResult } from '../../catalog/index.ts';

/** A match's result as settlement reads it, and when it was decided (or last corrected). */
export type DecidedMatch = { outcome: MatchOutcome; decidedAt: Date };

export type Selection = { oddsType: number; special: string; outcomeId: string };

/** A selection that cannot be settled from the result: left open for an operator. */
export type SettlementIssue = Selection & { problem: string };

export async function loadDecidedMatch(db: Executor, matchId: number): Promise<DecidedMatch | undefined> {
  const row = await findDecidedResult(db, matchId);
  if (!row) return undefined;
  const { decidedAt, corners, cards, goals, ...rest } = row;
  const outcome: MatchOutcome = {
    ...rest,
    ...(corners ? { corners } : {}),
    ...(cards ? { cards } : {}),
    ...(goals ? { goals } : {}),
  };
  return { outcome, decidedAt };
}

/** The result of each selection, and the ones the rules cannot settle. */
export function resolveSelections<S extends Selection>(
  selections: readonly S[],
  outcome: MatchOutcome,
): { results: (S & { result: PickResult })[]; issues: (S & { problem: string })[] } {
  const results: (S & { result: PickResult })[] = [];
  const issues: (S & { problem: string })[] = [];
  for (const selection of selections) {
    try {
      results.push({ ...selection, result: resolvePick(selection, outcome) });
    } catch (error) {
      if (!(error instanceof SettlementError)) throw error;
      issues.push({ ...selection, problem: error.message });
    }
  }
  return { results, issues };
}

/** The distinct selections of the match's picks that are still open. */
export async function openSelections(db: Executor, matchId: number): Promise<Selection[]> {
  const rows = rowsOf<{ odds_type: unknown; special: string; outcome_id: string }>(
    await db.execute(sql`
      select distinct odds_type, special, outcome_id from coupon_picks
      where match_id = ${matchId} and result = 'open'`),
  );
  return rows.map((r) => ({
    oddsType: toSafeInteger(r.odds_type),
    special: r.special,
    outcomeId: r.outcome_id,
  }));
}

/**
 * Writes each selection's result onto the match's open picks of it, in one statement that reads the
 * match's picks once and looks each one's result up by key. Returns how many picks moved.
 */
export async function writePickResults(
  db: Executor,
  matchId: number,
  results: readonly (Selection & { result: PickResult })[],
  settledAt: Date,
): Promise<number> {
  // Results by odds type, then special, then outcome: nested, so no value can be mistaken for another
  // (built from maps: a feed's special or outcome id is data, never an object's own machinery).
  const byType = new Map<number, Map<string, Map<string, PickResult>>>();
  for (const r of results) {
    if (r.result === 'open') continue;
    const bySpecial = byType.get(r.oddsType) ?? new Map<string, Map<string, PickResult>>();
    byType.set(r.oddsType, bySpecial);
    const byOutcome = bySpecial.get(r.special) ?? new Map<string, PickResult>();
    bySpecial.set(r.special, byOutcome);
    byOutcome.set(r.outcomeId, r.result);
  }
  if (byType.size === 0) return 0;
  const nested = (map: Map<unknown, unknown>): unknown =>
    Object.fromEntries([...map].map(([k, v]) => [String(k), v instanceof Map ? nested(v) : v]));
  const decided = nested(byType);
  const result = sql`(${JSON.stringify(decided)}::jsonb -> p.odds_type::text -> p.special ->> p.outcome_id)`;
  const rows = rowsOf<{ n: unknown }>(
    await db.execute(sql`
      with moved as (
        update coupon_picks p set result = ${result}, settled_at = ${settledAt.toISOString()}::timestamptz
        where p.match_id = ${matchId} and p.result = 'open' and ${result} is not null
        returning 1)
      select count(*) as n from moved`),
  );
  return toSafeInteger(rows[0]?.n ?? 0);
}
