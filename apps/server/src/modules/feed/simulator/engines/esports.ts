// Esports (CS, LoL, Dota): best-of-three series of 30-45 minute maps with a short break before each next map.
import { mapsMarkets } from '@bet/domain/pricing/maps';
import { isFinishedStatus, notStartedState, type TeamScore } from '@bet/domain/sportsbook/live-state';
import { createRandom, type Random } from '../random.ts';
import type { PlayEvent, ResumableEngine } from '../sport-engine.ts';
import { logistic, ratingGap } from './ratings.ts';
import { countUpTo, eventsIn, type Side, zeroScore } from './timeline.ts';

/** A map played from `playFrom` (after the break that follows the previous map) and won at `end`. */
type PlayedMap = { playFrom: number; end: number; winner: Side };

export type SeriesPlan = { pMap: number; maps: PlayedMap[]; events: PlayEvent[] };

const BEST_OF = 3;
const MAPS_TO_WIN = 2;
const BREAK_SECONDS = 5 * 60;
/** Betting stops this long after each map. */
const MAP_END_PAUSE_SECONDS = 20;

function mapsWon(maps: readonly PlayedMap[]): TeamScore {
  const score = zeroScore();
  for (const m of maps) score[m.winner]++;
  return score;
}

const mapPeriod = (m: PlayedMap): TeamScore =>
  m.winner === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 };

function seriesEvents(maps: readonly PlayedMap[]): PlayEvent[] {
  return maps.flatMap((m, i): PlayEvent[] => [
    { at: m.playFrom, type: 'period_start', team: '', minute: i + 1, score: mapsWon(maps.slice(0, i)) },
    { at: m.end, type: 'map_won', team: m.winner, minute: i + 1, score: mapsWon(maps.slice(0, i + 1)) },
  ]);
}

/** Plays the series on from the maps already won until a side has won enough. */
function playSeries(random: Random, pMap: number, played: readonly PlayedMap[]): PlayedMap[] {
  const maps = [...played];
  let t = maps[maps.length - 1]?.end ?? 0;
  while (Math.max(mapsWon(maps).home, mapsWon(maps).away) < MAPS_TO_WIN) {
    const playFrom = maps.length === 0 ? 0 : t + BREAK_SECONDS;
    const end = playFrom + random.int(30 * 60, 45 * 60);
    maps.push({ playFrom, end, winner: random.chance(pMap) ? 'home' : 'away' });
    t = end;
  }
  return maps;
}

function esportsEngine(sportId: number): ResumableEngine<SeriesPlan> {
  const engine: ResumableEngine<SeriesPlan> = {
    sportId,

    plan(input) {
      // Map win chance: logistic(4 * rating gap), no home side in esports.
      const pMap = logistic(4 * ratingGap(input.homeRating, input.awayRating));
      const maps = playSeries(createRandom(input.seed).fork(`sport-${sportId}`), pMap, []);
      return { pMap, maps, events: seriesEvents(maps) };
    },

    duration: (plan) => plan.maps[plan.maps.length - 1]?.end ?? 0,

    stateAt(plan, elapsed) {
      if (elapsed < 0) return notStartedState();
      if (elapsed >= engine.duration(plan)) {
        const { status, score, periods } = engine.result(plan);
        return { ...notStartedState(), status, betStatus: 'stopped', score, periods };
      }
      const decided = plan.maps.slice(
        0,
        countUpTo(plan.maps, elapsed, (m) => m.end),
      );
      const lastEnd = decided[decided.length - 1]?.end;
      return {
        ...notStartedState(),
        status: `${decided.length + 1}map`,
        betStatus: lastEnd !== undefined && elapsed - lastEnd < MAP_END_PAUSE_SECONDS ? 'stopped' : 'started',
        score: mapsWon(decided),
        periods: decided.map(mapPeriod),
      };
    },

    marketsAt(plan, state) {
      if (isFinishedStatus(state.status)) return [];
      return mapsMarkets({ pMap: plan.pMap, bestOf: BEST_OF, maps: [state.score.home, state.score.away] });
    },

    eventsBetween: (plan, from, to) => eventsIn(plan.events, from, to),

    result: (plan) => ({ status: 'ended', score: mapsWon(plan.maps), periods: plan.maps.map(mapPeriod) }),

    // The maps won by then stay; the one in play and any after are played afresh (their lengths too).
    resultFrom: (plan, elapsed, random) =>
      engine.result({
        ...plan,
        maps: playSeries(
          random,
          plan.pMap,
          plan.maps.filter((m) => m.end <= elapsed),
        ),
      }),
  };
  return engine;
}

export const counterStrikeEngine = esportsEngine(109);
export const leagueOfLegendsEngine = esportsEngine(110);
export const dotaEngine = esportsEngine(111);
