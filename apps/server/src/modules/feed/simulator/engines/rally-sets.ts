// Volleyball and table tennis: best of five rally-scored sets, every rally won with one probability.
import { type RallySetsState, tableTennisMarkets, volleyballMarkets } from '@bet/domain/pricing/sets';
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import type { TeamScore } from '@bet/domain/sportsbook/live-state';
import { logistic, ratingGap } from './ratings.ts';
import { createSetEngine, type SetDraws, type SetSport, setMatchRecorder, setsOf } from './set-engine.ts';
import { other, type Side, zeroScore } from './timeline.ts';

export type RallyParams = { pPoint: number };

const SETS_TO_WIN = 3;

type RallyRules = {
  /** Points to win set `index` (0-based). */
  target(index: number): number;
  rallySeconds: readonly [number, number];
  setBreakSeconds: number;
  /** Who serves next in a set `first` opened, after `winner` took the rally that made `points`. */
  nextServer(first: Side, points: TeamScore, winner: Side): Side;
};

function simulateWith(rules: RallyRules) {
  return (random: SetDraws, params: RallyParams) => {
    const recorder = setMatchRecorder(random.chance(0.5) ? 'home' : 'away');
    while (recorder.setsWon('home') < SETS_TO_WIN && recorder.setsWon('away') < SETS_TO_WIN) {
      const index = recorder.match.sets.length;
      if (index > 0) recorder.pause(rules.setBreakSeconds);
      recorder.beginSet();
      // Sides take turns to open the sets.
      const first = index % 2 === 0 ? recorder.match.firstServer : other(recorder.match.firstServer);
      const target = rules.target(index);
      const points = zeroScore();
      for (;;) {
        const winner: Side = random.chance(params.pPoint) ? 'home' : 'away';
        points[winner]++;
        const over = Math.max(points.home, points.away) >= target && Math.abs(points.home - points.away) >= 2;
        const serving = over ? other(first) : rules.nextServer(first, points, winner);
        recorder.point(random.int(...rules.rallySeconds), points, zeroScore(), serving);
        if (over) break;
      }
      recorder.endSet(points);
    }
    return recorder.match;
  };
}

function rallySport(
  sportId: number,
  rules: RallyRules,
  slope: number,
  edge: number,
  price: (state: RallySetsState) => MarketProbabilities[],
): SetSport<RallyParams> {
  return {
    sportId,
    params: (homeRating, awayRating) => ({
      pPoint: logistic(edge + slope * ratingGap(homeRating, awayRating)),
    }),
    simulate: simulateWith(rules),
    gameScore: () => '',
    markets(params, state) {
      const { completed, current } = setsOf(state);
      return price({ pPoint: params.pPoint, completedSets: completed, points: current });
    },
  };
}

/** Volleyball rally point: logistic(0.02 + 0.6 * rating gap); sets to 25, the fifth to 15; the rally winner serves. */
export const volleyballEngine = createSetEngine(
  rallySport(
    23,
    {
      target: (index) => (index === 4 ? 15 : 25),
      rallySeconds: [20, 35],
      setBreakSeconds: 180,
      nextServer: (_first, _points, winner) => winner,
    },
    0.6,
    0.02,
    volleyballMarkets,
  ),
);

/** Table tennis point: logistic(0.8 * rating gap); sets to 11; serve changes every two points, every point from 10-10. */
export const tableTennisEngine = createSetEngine(
  rallySport(
    20,
    {
      target: () => 11,
      rallySeconds: [15, 25],
      setBreakSeconds: 60,
      nextServer(first, points) {
        const played = points.home + points.away;
        const turn = played >= 20 ? played : played >> 1;
        return turn % 2 === 0 ? first : other(first);
      },
    },
    0.8,
    0,
    tableTennisMarkets,
  ),
);
