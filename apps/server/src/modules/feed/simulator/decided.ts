// Which outcomes the score has already decided: ones the settlement rules call won however the
// match goes on. Read from the live state alone, apart from the pricing models, so it can check
// that the book never leaves such an outcome open.
import { type MatchOutcome, resolvePick } from '@bet/domain/betting/settle';
import type { LiveState, TeamScore } from '@bet/domain/sportsbook/live-state';

/** More than any side can still score, so a future with it added bounds what can happen. */
const PLENTY = 1000;
/** Sets (or maps) needed to win, for the sports won in sets. */
const SETS_TO_WIN: ReadonlyMap<number, number> = new Map([
  [5, 2],
  [20, 3],
  [23, 3],
  [109, 2],
  [110, 2],
  [111, 2],
]);
/** Regular periods of the sports played on time or innings. */
const REGULAR_PERIODS: ReadonlyMap<number, number> = new Map([
  [1, 2],
  [2, 4],
  [3, 9],
  [4, 3],
  [6, 2],
]);
const ADDITIONS: readonly TeamScore[] = [
  { home: 0, away: 0 },
  { home: PLENTY, away: 0 },
  { home: 0, away: PLENTY },
  { home: PLENTY, away: PLENTY },
];

const plus = (a: TeamScore, b: TeamScore): TeamScore => ({ home: a.home + b.home, away: a.away + b.away });

/**
 * Scoring sports: the score as it is, with plenty more for either or both sides, or levelled, in
 * the period in play or the last regular one.
 */
function scoringFutures(sportId: number, state: LiveState): MatchOutcome[] {
  const regular = REGULAR_PERIODS.get(sportId) ?? 1;
  const current = Math.max(0, state.periods.length - 1);
  const past = Array.from({ length: Math.max(regular, state.periods.length) }, (_, i) => ({
    home: state.periods[i]?.home ?? 0,
    away: state.periods[i]?.away ?? 0,
  }));
  // Goals in order (next goal markets): the ones so far, then the first few of those added.
  const goals = (first: 'home' | 'away', add: TeamScore): ('home' | 'away')[] => {
    const order = first === 'home' ? (['home', 'away'] as const) : (['away', 'home'] as const);
    const sofar = order.flatMap((side) => Array<'home' | 'away'>(state.score[side]).fill(side));
    return [...sofar, ...order.flatMap((side) => Array<'home' | 'away'>(Math.min(add[side], 2)).fill(side))];
  };
  const more = (n: number, add: TeamScore): number => n + (add.home + add.away > 0 ? PLENTY : 0);
  // Besides the extremes, the trailing side levelling the match or the period in play (draws).
  const level = (s: TeamScore): TeamScore => ({
    home: Math.max(0, s.away - s.home),
    away: Math.max(0, s.home - s.away),
  });
  const additions = [...ADDITIONS, level(state.score), level(state.periods[current] ?? state.score)];
  return additions.flatMap((add) =>
    [current, regular - 1].flatMap((at) =>
      (['home', 'away'] as const).map((first) => ({
        sportId,
        status: 'ended',
        score: plus(state.score, add),
        periods: past.map((p, i) => (i === at ? plus(p, add) : p)),
        corners: { home: more(state.corners.home, add), away: state.corners.away },
        cards: { ...state.cards, yellowHome: more(state.cards.yellowHome, add) },
        goals: goals(first, add),
      })),
    ),
  );
}

/** Set sports and esports: every final set score still possible, with units as they are or plenty more. */
function setFutures(sportId: number, state: LiveState, setsToWin: number): MatchOutcome[] {
  const finals: TeamScore[] = [];
  for (let other = 0; other < setsToWin; other++) {
    if (other >= state.score.away) finals.push({ home: setsToWin, away: other });
    if (other >= state.score.home) finals.push({ home: other, away: setsToWin });
  }
  return finals.flatMap((score) =>
    ADDITIONS.map((add) => ({ sportId, status: 'ended', score, periods: [...state.periods, add] })),
  );
}

/** Final results that bound every way the match can still go from this state. */
export function boundingFutures(sportId: number, state: LiveState): MatchOutcome[] {
  const setsToWin = SETS_TO_WIN.get(sportId);
  return setsToWin === undefined ? scoringFutures(sportId, state) : setFutures(sportId, state, setsToWin);
}

export type OutcomePick = { oddsType: number; special: string; outcomeId: string };

/** True when the pick is won in every bounding future: the score has decided it. */
export const isDecidedWon = (futures: readonly MatchOutcome[], pick: OutcomePick): boolean =>
  futures.every((f) => resolvePick(pick, f) === 'won');
