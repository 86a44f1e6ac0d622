// Builders for the betting rules' tests: picks with the default outcome limits.
import { DEFAULT_OUTCOME_LIMITS } from '../sportsbook/outcome-limits.ts';
import type { Pick } from './types.ts';

/** A prematch 1X2 pick on the given match at the given odds (thousandths). */
export function pick(matchId: number, odds = 1850, over: Partial<Pick> = {}): Pick {
  return {
    matchId,
    oddsType: 1,
    special: '',
    outcomeId: '1',
    odds,
    live: false,
    banker: false,
    limits: { ...DEFAULT_OUTCOME_LIMITS },
    ...over,
  };
}

/** Picks on matches 1..n, one each. */
export const picksOn = (n: number, odds = 1850): Pick[] =>
  Array.from({ length: n }, (_, i) => pick(i + 1, odds));
