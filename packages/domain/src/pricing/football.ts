// Football goals model: each side's remaining goals Poisson over the time profile, priced into the
// site's markets.
import { CARDS_PER_MATCH, CORNERS_PER_MATCH } from './football-rates.ts';
import { type Happening, matchWeight, weightFrom } from './football-time.ts';
import { goalsMatrix, poissonVector } from './poisson.ts';
import type { MarketProbabilities, OutcomeProbability } from './types.ts';

export type Score = { home: number; away: number };

export type FootballState = {
  /** Expected goals over a full 90 minutes. */
  homeRate: number;
  awayRate: number;
  /** Match minute, 0 before kick-off; 45 in the first half and 90 in the second reach stoppage time. */
  minute: number;
  /** Stoppage minutes played in the half (fractional), 0 outside stoppage time. */
  extra?: number;
  score: Score;
  half: 1 | 2;
  /** Needed for second-half 1X2 while the second half is running; the market is left out without it. */
  halfTimeScore?: Score;
  /** Corners and cards so far, both teams together. */
  corners?: number;
  cards?: number;
};

const MAX_GOALS = 20;
const LEAGUE_GOALS = 2.7;

type Matrix = number[][];

const outcome = (outcomeId: string, name: string, probability: number): OutcomeProbability => ({
  outcomeId,
  name,
  probability,
});
const market = (oddsType: number, special: string, outcomes: OutcomeProbability[]): MarketProbabilities => ({
  oddsType,
  special,
  outcomes,
});

/** Expected happenings (goals, cards, corners) of a match of `perMatch` still to come in each half. */
function remaining(
  perMatch: number,
  happening: Happening,
  { minute, half, extra = 0 }: Pick<FootballState, 'minute' | 'half' | 'extra'>,
): { first: number; second: number } {
  const m = Math.min(90, Math.max(0, minute));
  const share = perMatch / matchWeight(happening);
  if (half === 1) {
    const at = Math.min(45, m) + (m >= 45 ? extra : 0);
    return { first: share * weightFrom(happening, 1, at), second: share * weightFrom(happening, 2, 0) };
  }
  const at = Math.max(45, m) - 45 + (m >= 90 ? extra : 0);
  return { first: 0, second: share * weightFrom(happening, 2, at) };
}

/** Sums matrix cells of remaining goals (i, j) by a classifier of the final score. */
function collect(mat: Matrix, base: Score, keys: string[], key: (h: number, a: number) => string): number[] {
  const sums = keys.map(() => 0);
  mat.forEach((row, i) => {
    row.forEach((p, j) => {
      const idx = keys.indexOf(key(base.home + i, base.away + j));
      if (idx >= 0) sums[idx] = (sums[idx] ?? 0) + p;
    });
  });
  return sums;
}

const sign = (d: number): string => (d > 0 ? '1' : d < 0 ? '2' : 'X');

function threeWay(
  oddsType: number,
  special: string,
  mat: Matrix,
  base: Score,
  hcp: Score,
): MarketProbabilities {
  const [p1 = 0, px = 0, p2 = 0] = collect(mat, base, ['1', 'X', '2'], (h, a) =>
    sign(h + hcp.home - (a + hcp.away)),
  );
  return market(oddsType, special, [outcome('1', '1', p1), outcome('X', 'X', px), outcome('2', '2', p2)]);
}

/** Over/under on half lines for a count whose remaining part has the given distribution. */
function totals(oddsType: number, lines: number[], dist: number[], current: number): MarketProbabilities[] {
  return lines.map((line) => {
    let under = 0;
    dist.forEach((p, n) => {
      if (current + n < line) under += p;
    });
    under = Math.min(1, under);
    return market(oddsType, String(line), [
      outcome('over', 'Over', 1 - under),
      outcome('under', 'Under', under),
    ]);
  });
}

/** Distribution of total remaining goals from the joint matrix. */
function goalSumDist(mat: Matrix): number[] {
  const dist: number[] = [];
  mat.forEach((row, i) => {
    row.forEach((p, j) => {
      dist[i + j] = (dist[i + j] ?? 0) + p;
    });
  });
  return dist;
}

const GOAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5];
const CORNER_LINES = [7.5, 8.5, 9.5, 10.5, 11.5, 12.5];
const CARD_LINES = [2.5, 3.5, 4.5, 5.5, 6.5];
const HANDICAPS: Score[] = [
  { home: 0, away: 1 },
  { home: 0, away: 2 },
  { home: 1, away: 0 },
  { home: 2, away: 0 },
];

function correctScore(mat: Matrix, base: Score): MarketProbabilities {
  const keys: string[] = [];
  for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) keys.push(`${h}:${a}`);
  const sums = collect(mat, base, keys, (h, a) => `${h}:${a}`);
  const listed = sums.reduce((s, p) => s + p, 0);
  const outcomes = keys.map((k, i) => outcome(k, k, sums[i] ?? 0));
  outcomes.push(outcome('other', 'Other', Math.max(0, 1 - listed)));
  return market(45, '', outcomes);
}

function validate(state: FootballState): void {
  const counts = [state.score.home, state.score.away, state.corners ?? 0, state.cards ?? 0];
  if (![state.homeRate, state.awayRate].every((r) => Number.isFinite(r) && r >= 0)) {
    throw new RangeError('goal rates must be finite and non-negative');
  }
  if (!counts.every((c) => Number.isInteger(c) && c >= 0)) {
    throw new RangeError('score, corners and cards must be non-negative integers');
  }
  if (!Number.isFinite(state.minute)) throw new RangeError('minute must be finite');
}

/** True probabilities of every football market the feed offers for this match state. */
export function footballMarkets(state: FootballState): MarketProbabilities[] {
  validate(state);
  const { score, half } = state;
  const h = remaining(state.homeRate, 'goals', state);
  const a = remaining(state.awayRate, 'goals', state);
  const rest = goalsMatrix(h.first + h.second, a.first + a.second, MAX_GOALS);
  const out: MarketProbabilities[] = [];

  const match = threeWay(1, '', rest, score, { home: 0, away: 0 });
  out.push(match);
  const [p1 = 0, px = 0, p2 = 0] = match.outcomes.map((o) => o.probability);
  out.push(
    market(10, '', [
      outcome('1X', '1X', p1 + px),
      outcome('12', '12', p1 + p2),
      outcome('X2', 'X2', px + p2),
    ]),
  );
  out.push(...totals(18, GOAL_LINES, goalSumDist(rest), score.home + score.away));
  const [yes = 0, no = 0] = collect(rest, score, ['yes', 'no'], (x, y) => (x > 0 && y > 0 ? 'yes' : 'no'));
  out.push(market(29, '', [outcome('yes', 'Yes', yes), outcome('no', 'No', no)]));
  out.push(correctScore(rest, score));
  for (const hcp of HANDICAPS) out.push(threeWay(14, `${hcp.home}:${hcp.away}`, rest, score, hcp));

  // Half markets: the first half is only priced while it runs; the second needs its own score so far.
  const zero = { home: 0, away: 0 };
  if (half === 1) {
    out.push(threeWay(65, '', goalsMatrix(h.first, a.first, MAX_GOALS), score, zero));
  }
  const secondBase =
    half === 1
      ? zero
      : state.halfTimeScore && {
          home: score.home - state.halfTimeScore.home,
          away: score.away - state.halfTimeScore.away,
        };
  if (secondBase && secondBase.home >= 0 && secondBase.away >= 0) {
    out.push(threeWay(87, '', goalsMatrix(h.second, a.second, MAX_GOALS), secondBase, zero));
  }

  // Next goal: 'none' is the matrix's no-more-goals cell so it agrees with correct score; both
  // teams' rates follow the same time profile, so the split of the rest is constant over time.
  const none = rest[0]?.[0] ?? 0;
  const homeTotal = h.first + h.second;
  const allTotal = homeTotal + a.first + a.second;
  const homeShare = allTotal > 0 ? homeTotal / allTotal : 0.5;
  out.push(
    market(7, String(score.home + score.away + 1), [
      outcome('1', '1', (1 - none) * homeShare),
      outcome('none', 'None', none),
      outcome('2', '2', (1 - none) * (1 - homeShare)),
    ]),
  );

  // Corners and cards: plain Poisson on what is left of the match's time profile for each.
  const corners = remaining(CORNERS_PER_MATCH, 'corners', state);
  const cards = remaining(CARDS_PER_MATCH, 'cards', state);
  out.push(
    ...totals(166, CORNER_LINES, poissonVector(corners.first + corners.second, 40), state.corners ?? 0),
  );
  out.push(...totals(139, CARD_LINES, poissonVector(cards.first + cards.second, 30), state.cards ?? 0));
  return out;
}

/**
 * Goal rates from two team ratings (0–100): log-linear in the rating gap with a home advantage,
 * calibrated so equal teams expect ~2.7 goals (about 1.5 home, 1.2 away).
 */
export function strengthsFromTeams(
  homeRating: number,
  awayRating: number,
): { homeRate: number; awayRate: number } {
  const clampRating = (r: number): number => (Number.isFinite(r) ? Math.min(100, Math.max(0, r)) : 50);
  const gap = (clampRating(homeRating) - clampRating(awayRating)) / 100;
  const homeAdvantage = Math.log(1.5 / 1.2) / 2;
  const base = LEAGUE_GOALS / (Math.exp(homeAdvantage) + Math.exp(-homeAdvantage));
  const clampRate = (r: number): number => Math.min(4.5, Math.max(0.2, r));
  return {
    homeRate: clampRate(base * Math.exp(homeAdvantage + 1.2 * gap)),
    awayRate: clampRate(base * Math.exp(-homeAdvantage - 1.2 * gap)),
  };
}
