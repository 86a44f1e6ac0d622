// The baseball model prices what the engine plays: walk-offs, the home side's skipped last half and
// extra innings shape the totals and run lines, not only the winner.
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { describe, it } from 'vitest';
import type { FeedResult } from '../../provider.ts';
import { createRandom } from '../random.ts';
import { type BaseballPlan, baseballEngine } from './baseball.ts';
import {
  type CalibrationMatch,
  type Check,
  calibrate,
  expectCalibrated,
  seededMatches,
} from './calibration.ts';

// Enough to catch a model a point off without taking luck for a fault: 10,000 showed one total line
// 3.3 standard errors over, which 60,000 here and 200,000 games at one pair of rates do not.
const MATCHES = 60_000;

type Match = CalibrationMatch<BaseballPlan>;

const total = ({ score }: FeedResult): number => score.home + score.away;
const margin = ({ score }: FeedResult): number => score.home - score.away;

const checks: Check[] = [
  { name: 'winner home', oddsType: 186, special: '', outcomeId: '1', won: (r) => margin(r) > 0 },
  { name: 'run line -1.5', oddsType: 14, special: '-1.5', outcomeId: '1', won: (r) => margin(r) >= 2 },
  { name: 'run line +1.5', oddsType: 14, special: '+1.5', outcomeId: '1', won: (r) => margin(r) >= -1 },
  ...[6.5, 7.5, 8.5, 9.5, 10.5, 11.5].map((line) => ({
    name: `over ${line}`,
    oddsType: 18,
    special: String(line),
    outcomeId: 'over',
    won: (r: FeedResult) => total(r) > line,
  })),
];

const matches = seededMatches(baseballEngine, MATCHES);

describe('baseball model against the engine it prices', () => {
  it('before the first pitch', () => {
    // Prices before the first pitch depend on the run rates alone, and many matches share theirs.
    const byRates = new Map<string, MarketProbabilities[]>();
    const before = ({ plan }: Match): MarketProbabilities[] => {
      const rates = `${plan.params.runsPerInningHome}:${plan.params.runsPerInningAway}`;
      const markets = byRates.get(rates) ?? baseballEngine.marketsAt(plan, baseballEngine.stateAt(plan, -1));
      byRates.set(rates, markets);
      return markets;
    };
    expectCalibrated(calibrate(matches, checks, before));
  });

  it('in play, from the 7th inning on, where walk-offs and the skipped half weigh most', () => {
    // A half-inning drawn from a range fixed for every match, not from the match's own: a game's
    // length is its future, and a draw among its own halves would favour games that end early.
    const late = ({ seed, plan }: Match) => {
      const random = createRandom(`${seed}:moment`);
      const half = plan.halves[random.int(12, 23)];
      if (!half) return null;
      // In the middle of one of its outs, as the model prices it.
      const at = half.start + ((random.int(0, 2) + 0.5) / 3) * (half.planned - half.start);
      const state = baseballEngine.stateAt(plan, at);
      return state.betStatus === 'started' ? baseballEngine.marketsAt(plan, state) : null;
    };
    expectCalibrated(calibrate(matches, checks, late));
  });
});
