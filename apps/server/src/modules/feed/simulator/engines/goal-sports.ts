// Ice hockey and handball: Poisson goals at constant rates over a 60-minute regulation, as priced.
import { type GoalsState, handballMarkets, iceHockeyMarkets } from '@bet/domain/pricing/scoring';
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { poisson } from '../match-play.ts';
import type { Random } from '../random.ts';
import { type ClockView, createClockEngine, type PeriodScore } from './clock-engine.ts';
import { homeEdge, logLinearSplit, ratingGap } from './ratings.ts';

export type GoalParams = { rateHome: number; rateAway: number };

const REGULATION_SECONDS = 60 * 60;

/** A goals model fed the clock's view: regulation minutes left and the score so far. */
const priced =
  (model: (state: GoalsState) => MarketProbabilities[]) =>
  (params: GoalParams, view: ClockView): MarketProbabilities[] =>
    model({ ...params, minutesLeft: view.secondsLeft / 60, score: [view.score.home, view.score.away] });

/** Each side's goals in the period, at uniform random seconds strictly inside it. */
function playPeriod(random: Random, params: GoalParams, seconds: number): PeriodScore[] {
  const rng = () => random.next();
  const scores: PeriodScore[] = [];
  for (const [team, rate] of [
    ['home', params.rateHome],
    ['away', params.rateAway],
  ] as const) {
    const goals = poisson(rng, (rate * seconds) / REGULATION_SECONDS);
    for (let g = 0; g < goals; g++) scores.push({ offset: random.int(1, seconds - 1), team, points: 1 });
  }
  return scores;
}

export const iceHockeyEngine = createClockEngine<GoalParams>({
  sportId: 4,
  periodMinutes: 20,
  periods: [
    { status: '1p', breakAfter: { status: 'pause1', minutes: 15 } },
    { status: '2p', breakAfter: { status: 'pause2', minutes: 15 } },
    { status: '3p' },
  ],
  scoreType: 'goal',
  suspendSeconds: 30,
  // Goals: 5.9 per match split log-linearly, 3.2 : 2.7 between equal teams, slope 1.2 per rating gap.
  params(homeRating, awayRating) {
    const split = logLinearSplit(5.9, homeEdge(3.2, 2.7), 1.2, ratingGap(homeRating, awayRating));
    return { rateHome: split.home, rateAway: split.away };
  },
  playPeriod,
  markets: priced(iceHockeyMarkets),
});

export const handballEngine = createClockEngine<GoalParams>({
  sportId: 6,
  periodMinutes: 30,
  periods: [{ status: '1p', breakAfter: { status: 'pause', minutes: 15 } }, { status: '2p' }],
  scoreType: 'goal',
  // Goals come about once a minute, far too often to stop betting after each.
  suspendSeconds: 0,
  // Goals: 56 per match split log-linearly, 29 : 27 between equal teams, slope 0.6 per rating gap.
  params(homeRating, awayRating) {
    const split = logLinearSplit(56, homeEdge(29, 27), 0.6, ratingGap(homeRating, awayRating));
    return { rateHome: split.home, rateAway: split.away };
  },
  playPeriod,
  markets: priced(handballMarkets),
});
