// Tennis: best of three sets with a tie-break at 6-6, played point by point on alternating serve.
import { tennisMarkets } from '@bet/domain/pricing/sets';
import type { TeamScore } from '@bet/domain/sportsbook/live-state';
import { logistic, logit, ratingGap } from './ratings.ts';
import { createSetEngine, type SetDraws, setMatchRecorder, setsOf } from './set-engine.ts';
import { other, type Side, zeroScore } from './timeline.ts';

export type TennisParams = { pServeHome: number; pServeAway: number };

const SETS_TO_WIN = 2;
const CHANGEOVER_SECONDS = 90;
const SET_BREAK_SECONDS = 120;
const POINT_LABELS = ['0', '15', '30', '40'];
const LABEL_POINTS: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3, A: 4 };

const isTieBreak = (games: TeamScore): boolean => games.home === 6 && games.away === 6;

function gameOver(points: TeamScore, tieBreak: boolean): boolean {
  const need = tieBreak ? 7 : 4;
  return Math.max(points.home, points.away) >= need && Math.abs(points.home - points.away) >= 2;
}

function setOver(games: TeamScore): boolean {
  const lead = Math.abs(games.home - games.away);
  return Math.max(games.home, games.away) === 7 || (Math.max(games.home, games.away) >= 6 && lead >= 2);
}

/** In a tie-break the first server serves one point, then each player two in turn. */
const tieBreakServer = (first: Side, pointsPlayed: number): Side =>
  ((pointsPlayed + 1) >> 1) % 2 === 0 ? first : other(first);

/** Plays one game (or tie-break) from `server`'s serve, recording each point. */
function playGame(
  random: SetDraws,
  params: TennisParams,
  recorder: ReturnType<typeof setMatchRecorder>,
  games: TeamScore,
  server: Side,
): void {
  const tieBreak = isTieBreak(games);
  const points = zeroScore();
  for (let played = 0; ; played++) {
    const pointServer = tieBreak ? tieBreakServer(server, played) : server;
    const pHome = pointServer === 'home' ? params.pServeHome : 1 - params.pServeAway;
    points[random.chance(pHome) ? 'home' : 'away']++;
    if (gameOver(points, tieBreak)) {
      games[points.home > points.away ? 'home' : 'away']++;
      // The service order runs on through the tie-break as if it were one game.
      recorder.point(random.int(30, 60), games, zeroScore(), other(server));
      return;
    }
    const nextServer = tieBreak ? tieBreakServer(server, played + 1) : server;
    recorder.point(random.int(30, 60), games, points, nextServer);
  }
}

function simulate(random: SetDraws, params: TennisParams) {
  const recorder = setMatchRecorder(random.chance(0.5) ? 'home' : 'away');
  let server = recorder.match.firstServer;
  while (recorder.setsWon('home') < SETS_TO_WIN && recorder.setsWon('away') < SETS_TO_WIN) {
    if (recorder.match.sets.length > 0) recorder.pause(SET_BREAK_SECONDS);
    recorder.beginSet();
    const games = zeroScore();
    while (!setOver(games)) {
      playGame(random, params, recorder, games, server);
      server = other(server);
      if (!setOver(games) && (games.home + games.away) % 2 === 1) recorder.pause(CHANGEOVER_SECONDS);
    }
    recorder.endSet(games);
  }
  return recorder.match;
}

function gameScore(games: TeamScore, points: TeamScore): string {
  if (isTieBreak(games)) return `${points.home}:${points.away}`;
  const { home, away } = points;
  if (home >= 3 && away >= 3) return home === away ? '40:40' : home > away ? 'A:40' : '40:A';
  return `${POINT_LABELS[home]}:${POINT_LABELS[away]}`;
}

/** Points of the game in progress read back from its shown score. */
function gamePoints(shown: string, tieBreak: boolean): [number, number] {
  const [home = '0', away = '0'] = shown.split(':');
  const read = (label: string): number => (tieBreak ? Number(label) : (LABEL_POINTS[label] ?? 0));
  return [read(home), read(away)];
}

export const tennisEngine = createSetEngine<TennisParams>({
  sportId: 5,
  // Serve points won: logit(0.64) plus (home) or minus (away) the rating gap, no home edge.
  params(homeRating, awayRating) {
    const gap = ratingGap(homeRating, awayRating);
    return { pServeHome: logistic(logit(0.64) + gap), pServeAway: logistic(logit(0.64) - gap) };
  },
  simulate,
  gameScore,
  markets(params, state, firstServer) {
    const { completed, current } = setsOf(state);
    const [gh, ga] = current;
    const serving = (state.serving || firstServer) === 'home' ? 0 : 1;
    return tennisMarkets({
      ...params,
      completedSets: completed,
      games: current,
      points: gamePoints(state.gameScore, gh === 6 && ga === 6),
      serving,
      bestOf: 3,
    });
  },
});
