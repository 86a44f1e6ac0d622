// The football model prices what the engine plays.
import { STOPPAGE_CHANCES } from '@bet/domain/pricing/football-time';
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { describe, it } from 'vitest';
import type { FeedResult } from '../../provider.ts';
import { HALF_SECONDS, HALF_TIME_BREAK_SECONDS } from '../match-play.ts';
import { createRandom } from '../random.ts';
import {
  type CalibrationMatch,
  type Check,
  calibrate,
  expectCalibrated,
  seededMatches,
} from './calibration.ts';
import { type FootballEnginePlan, footballEngine } from './football.ts';

const MATCHES = 20_000;

type Happened = (result: FeedResult) => boolean;
type Match = CalibrationMatch<FootballEnginePlan>;

const sign = (home: number, away: number): string => (home > away ? '1' : home < away ? '2' : 'X');
const fullTime =
  (o: string): Happened =>
  ({ score }) =>
    sign(score.home, score.away) === o;
const halfTime =
  (o: string): Happened =>
  ({ periods: [half] }) =>
    sign(half?.home ?? 0, half?.away ?? 0) === o;
const cornersOver =
  (line: number): Happened =>
  ({ corners }) =>
    (corners?.home ?? 0) + (corners?.away ?? 0) > line;
const results = (oddsType: number, won: (o: string) => Happened): Check[] =>
  ['1', 'X', '2'].map((o) => ({
    name: `${oddsType} ${o}`,
    oddsType,
    special: '',
    outcomeId: o,
    won: won(o),
  }));
const corners = (line: number): Check => ({
  name: `corners over ${line}`,
  oddsType: 166,
  special: String(line),
  outcomeId: 'over',
  won: cornersOver(line),
});

const matches = seededMatches(footballEngine, MATCHES);

describe('football model against the engine it prices', () => {
  it('at kick-off: match and first-half result, corners', () => {
    const kickOff = footballEngine.stateAt(
      footballEngine.plan({ seed: '', homeRating: 50, awayRating: 50, tournamentId: 0 }),
      -1,
    );
    const checks = [...results(1, fullTime), ...results(65, halfTime), corners(8.5), corners(10.5)];
    // Kick-off prices depend on the goal rates alone, and many matches share theirs.
    const byRates = new Map<string, MarketProbabilities[]>();
    const atKickOff = ({ plan }: Match): MarketProbabilities[] => {
      const rates = `${plan.match.homeRate}:${plan.match.awayRate}`;
      const markets = byRates.get(rates) ?? footballEngine.marketsAt(plan, kickOff);
      byRates.set(rates, markets);
      return markets;
    };
    expectCalibrated(calibrate(matches, checks, atKickOff));
  });

  it('in play, at the middle of a minute drawn for each match: match result and corners', () => {
    const checks = [...results(1, fullTime), corners(9.5), corners(11.5)];
    // Drawn from the longest match's minutes, so a match counts each minute it plays once, as a
    // bettor coming every minute does: a draw among its own minutes would favour short stoppage times.
    const longest = (2 * HALF_SECONDS + HALF_TIME_BREAK_SECONDS) / 60 + 2 * STOPPAGE_CHANCES[1].length;
    const inPlay = ({ seed, plan }: Match): MarketProbabilities[] | null => {
      const at = 60 * createRandom(`${seed}:minute`).int(0, longest - 1) + 30;
      if (at >= footballEngine.duration(plan)) return null;
      const state = footballEngine.stateAt(plan, at);
      return state.betStatus === 'started' ? footballEngine.marketsAt(plan, state) : null;
    };
    expectCalibrated(calibrate(matches, checks, inPlay));
  });
});
