// Basketball: four 12-minute quarters played possession by possession, 5-minute overtimes while level.
import { basketballMarkets } from '@bet/domain/pricing/scoring';
import type { Random } from '../random.ts';
import { createClockEngine, type PeriodScore } from './clock-engine.ts';
import { homeEdge, logLinearSplit, ratingGap } from './ratings.ts';
import { other, type Side } from './timeline.ts';

export type BasketballParams = { ratingHome: number; ratingAway: number; pace: number };

const REGULATION_SECONDS = 48 * 60;
const PACE = 98;
const WINNER_ODDS_TYPE = 186;
// A possession ends in a three, a two, a trip to the line (two shots) or nothing, in these base shares.
const THREE = 0.125;
const TWO = 0.32;
const FREE_THROWS = 0.1;
const FREE_THROW_MAKE = 0.77;
const BASE_POINTS = 3 * THREE + 2 * TWO + 2 * FREE_THROW_MAKE * FREE_THROWS;

/** Points of one possession, its scoring chances scaled so it averages `expected` points. */
function possessionPoints(random: Random, expected: number): number {
  const scale = expected / BASE_POINTS;
  const r = random.next();
  if (r < THREE * scale) return 3;
  if (r < (THREE + TWO) * scale) return 2;
  if (r < (THREE + TWO + FREE_THROWS) * scale) {
    return (random.chance(FREE_THROW_MAKE) ? 1 : 0) + (random.chance(FREE_THROW_MAKE) ? 1 : 0);
  }
  return 0;
}

/** Alternating possessions spread evenly over the period, the first one won at the tip. */
function playPeriod(random: Random, params: BasketballParams, seconds: number): PeriodScore[] {
  const count = Math.max(1, Math.round((2 * params.pace * seconds) / REGULATION_SECONDS));
  const slot = seconds / count;
  const scores: PeriodScore[] = [];
  let team: Side = random.chance(0.5) ? 'home' : 'away';
  for (let k = 0; k < count; k++) {
    const offset = Math.max(1, Math.floor((k + 0.05 + 0.9 * random.next()) * slot));
    const rating = team === 'home' ? params.ratingHome : params.ratingAway;
    const points = possessionPoints(random, rating / 100);
    if (points > 0) scores.push({ offset, team, points });
    team = other(team);
  }
  return scores;
}

export const basketballEngine = createClockEngine<BasketballParams>({
  sportId: 2,
  periodMinutes: 12,
  periods: [
    { status: '1q', breakAfter: { status: 'pause1', minutes: 2 } },
    { status: '2q', breakAfter: { status: 'pause', minutes: 15 } },
    { status: '3q', breakAfter: { status: 'pause3', minutes: 2 } },
    { status: '4q' },
  ],
  overtimeMinutes: 5,
  scoreType: 'point',
  suspendSeconds: 0,
  // Points per 100 possessions: 224 split log-linearly, 113.5 : 110.5 between equal teams, slope 0.35.
  params(homeRating, awayRating) {
    const split = logLinearSplit(224, homeEdge(113.5, 110.5), 0.35, ratingGap(homeRating, awayRating));
    return { ratingHome: split.home, ratingAway: split.away, pace: PACE };
  },
  playPeriod,
  markets(params, view) {
    const state = { ...params, score: [view.score.home, view.score.away] as const };
    // In overtime the regulation lines are settled: only the winner is still open.
    if (view.overtimeSecondsLeft !== null) {
      return basketballMarkets({ ...state, secondsLeft: view.overtimeSecondsLeft }).filter(
        (m) => m.oddsType === WINNER_ODDS_TYPE,
      );
    }
    return basketballMarkets({ ...state, secondsLeft: view.secondsLeft });
  },
});
