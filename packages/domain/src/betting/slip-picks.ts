// Putting picks on the slip (spec 001 section 4 Selecting odds, section 5 Slip rules).
import { oddsParam } from './params.ts';
import type { SlipProblem } from './types.ts';

/** Spec: usable only when match, market and outcome are active, nothing is suspended and the odd exceeds 1.000001. */
export function isUsableOdd(state: {
  matchActive: boolean;
  marketActive: boolean;
  outcomeActive: boolean;
  suspended: boolean;
  /** Thousandths. */
  odds: number;
}): boolean {
  return (
    state.matchActive && state.marketActive && state.outcomeActive && !state.suspended && state.odds > 1000
  );
}

export type SlipPick = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  odds: number;
};

export type AddPickOptions = {
  /** Several picks of one match may stand together (ticket-type's multipleAllowed of the user's limits). */
  multipleAllowed: boolean;
  /** Most picks on the slip; 0 = no limit. */
  maxPicks: number;
  /** The user's odds limits in thousandths; 0 = none. */
  minOdds: number;
  maxOdds: number;
  /** Whether the odd can be taken now (isUsableOdd); true when not given. */
  usable?: boolean;
};

export type AddPickResult<T> = {
  list: T[];
  result: 'added' | 'replaced' | 'removed' | 'refused';
  problem?: SlipProblem;
};

const sameOutcome = (a: SlipPick, b: SlipPick): boolean =>
  a.matchId === b.matchId &&
  a.oddsType === b.oddsType &&
  a.special === b.special &&
  a.outcomeId === b.outcomeId;

/**
 * Selecting an odd: selecting it again removes it; an unusable odd or one outside the user's odds
 * limits is refused; another odd of a match on the slip replaces the earlier one unless several
 * per match are allowed; a full slip refuses with the limit.
 */
export function addPick<T extends SlipPick>(
  list: readonly T[],
  pick: T,
  options: AddPickOptions,
): AddPickResult<T> {
  const refuse = (key: string, params?: Record<string, string | number>): AddPickResult<T> => ({
    list: [...list],
    result: 'refused',
    problem: { key, ...(params && { params }), matchId: pick.matchId, blocking: true },
  });
  if (list.some((p) => sameOutcome(p, pick))) {
    return { list: list.filter((p) => !sameOutcome(p, pick)), result: 'removed' };
  }
  if (options.usable === false) return refuse('noSelectSoTips');
  if (options.minOdds > 0 && pick.odds < options.minOdds) {
    return refuse('minOddsLimit', { amount: oddsParam(options.minOdds) });
  }
  if (options.maxOdds > 0 && pick.odds > options.maxOdds) {
    return refuse('maxOddsLimit', { amount: oddsParam(options.maxOdds) });
  }
  const earlier = list.findIndex((p) => p.matchId === pick.matchId);
  if (earlier >= 0 && !options.multipleAllowed) {
    const kept = list.filter((p, i) => i === earlier || p.matchId !== pick.matchId);
    return { list: kept.map((p) => (p.matchId === pick.matchId ? pick : p)), result: 'replaced' };
  }
  if (options.maxPicks > 0 && list.length >= options.maxPicks) {
    return refuse('choosetypesError', { count: options.maxPicks });
  }
  return { list: [...list, pick], result: 'added' };
}
