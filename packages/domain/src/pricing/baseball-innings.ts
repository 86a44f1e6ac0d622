// How a baseball game ends, as the simulator plays it and the book prices it: nine innings, the home
// side skipping its last half when already ahead, a walk-off run ending the game at once, and extra
// innings while level. Runs in a half-inning are Poisson at the batting side's rate.
import { poissonDistribution } from './poisson.ts';

/** Innings in regulation; from this one on the home side may skip its half or win with a walk-off. */
export const INNINGS = 9;
/** The bottom of the 9th, counting half-innings from 0: the first half that can end in a walk-off. */
const LAST_BOTTOM = 2 * INNINGS - 1;

export type BaseballState = {
  /** Expected runs per inning when the home side bats, e.g. 0.5; and when the away side bats. */
  runsPerInningHome: number;
  runsPerInningAway: number;
  /**
   * Half-innings completed: 0 before the first pitch, 17 after the top of the 9th, 18 after nine
   * innings; a fraction is the share of the half-inning in progress already played.
   */
  halfInningsPlayed: number;
  score: readonly [number, number];
};

/** Receives each final score (home, away) with its probability. */
export type Visit = (home: number, away: number, p: number) => void;

/** Cells below this are dropped: far below any price's rounding. */
const NEGLIGIBLE = 1e-16;
/** Extra innings are followed until the chance of a game still level falls below this. */
const STILL_LEVEL = 1e-12;

/** P(X > k) for a vector of probabilities of X = 0, 1, 2, ... */
const above = (v: readonly number[], k: number): number => {
  let below = 0;
  for (let i = 0; i <= k && i < v.length; i++) below += v[i] ?? 0;
  return Math.max(0, 1 - below);
};

type Extra = { home: number; away: number; p: number };
const extrasByRates = new Map<string, Extra[]>();

/**
 * Runs added to a level game by its extra innings, each a top half then a bottom half that ends at
 * the winning run; the rare game still level after them is left level. Kept per pair of rates, as a
 * match keeps its rates and is priced many times.
 */
function extraInnings(rateHome: number, rateAway: number): Extra[] {
  const key = `${rateHome}:${rateAway}`;
  const kept = extrasByRates.get(key);
  if (kept) return kept;
  const home = poissonDistribution(rateHome);
  const away = poissonDistribution(rateAway);
  const ended = new Map<string, Extra>();
  const end = (h: number, a: number, p: number): void => {
    if (p < NEGLIGIBLE) return;
    const cell = ended.get(`${h}:${a}`);
    if (cell) cell.p += p;
    else ended.set(`${h}:${a}`, { home: h, away: a, p });
  };
  // Runs each side has added while the game stayed level, and the chance of that.
  let level = new Map<number, number>([[0, 1]]);
  let stillLevel = 1;
  while (stillLevel >= STILL_LEVEL) {
    const next = new Map<number, number>();
    stillLevel = 0;
    for (const [added, m] of level) {
      away.forEach((pa, a) => {
        const p = m * pa;
        if (p < NEGLIGIBLE) return;
        for (let k = 0; k < a; k++) end(added + k, added + a, p * (home[k] ?? 0));
        const tied = p * (home[a] ?? 0);
        next.set(added + a, (next.get(added + a) ?? 0) + tied);
        stillLevel += tied;
        end(added + a + 1, added + a, p * above(home, a));
      });
    }
    level = next;
  }
  for (const [added, p] of level) end(added, added, p);
  const extras = [...ended.values()];
  if (extrasByRates.size >= 1024) extrasByRates.clear();
  extrasByRates.set(key, extras);
  return extras;
}

/** Visits every final score of a game played on from `state`, exact up to negligible tails. */
export function playBaseballOn(state: BaseballState, visit: Visit): void {
  const { runsPerInningHome: rateHome, runsPerInningAway: rateAway } = state;
  const position = Math.max(0, state.halfInningsPlayed);
  let played = Math.floor(position);
  const done = Math.min(1, position - played);
  if (played > LAST_BOTTOM) {
    // Not level after a whole inning from the 9th on, the game is over.
    const [home, away] = state.score;
    if (played % 2 === 0 && done === 0 && home !== away) {
      visit(home, away, 1);
      return;
    }
    // An extra inning is played as the 9th is: one more inning, then more while level.
    played = LAST_BOTTOM - 1 + (played % 2);
  }
  // Of the half in progress only the part still to play counts.
  const share = (half: number): number => (half === played ? 1 - done : 1);
  let awayShare = 0;
  let homeShare = 0;
  for (let half = played; half < LAST_BOTTOM; half++) {
    if (half % 2 === 0) awayShare += share(half);
    else homeShare += share(half);
  }
  // Before the bottom of the 9th each side's runs are independent of the other's.
  const awayRuns = poissonDistribution(awayShare * rateAway);
  const homeRuns = poissonDistribution(homeShare * rateHome);
  const bottomNinth = poissonDistribution(share(LAST_BOTTOM) * rateHome);
  const levelAt = new Map<number, number>();
  awayRuns.forEach((pa, i) => {
    homeRuns.forEach((ph, j) => {
      const p = pa * ph;
      if (p < NEGLIGIBLE) return;
      const away = state.score[1] + i;
      const home = state.score[0] + j;
      // Ahead after the top of the 9th, the home side does not bat.
      if (home > away) {
        visit(home, away, p);
        return;
      }
      const behind = away - home;
      for (let k = 0; k < behind; k++) visit(home + k, away, p * (bottomNinth[k] ?? 0));
      levelAt.set(away, (levelAt.get(away) ?? 0) + p * (bottomNinth[behind] ?? 0));
      visit(away + 1, away, p * above(bottomNinth, behind));
    });
  });
  if (levelAt.size === 0) return;
  const extras = extraInnings(rateHome, rateAway);
  for (const [runs, m] of levelAt)
    for (const e of extras) if (m * e.p >= NEGLIGIBLE) visit(runs + e.home, runs + e.away, m * e.p);
}
