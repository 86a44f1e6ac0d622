// Sets-based sports (tennis, volleyball, table tennis) priced by exact recursion over the score.
import { halfLinesAround, overUnder, signedLine, twoWay } from './maps.ts';
import type { MarketProbabilities } from './types.ts';

export type Side = 0 | 1; // 0 home, 1 away
type Score = readonly [number, number];

/** Placeholder oddstype for correct set score; the feed catalogue does not name one. */
export const SET_SCORE_ODDS_TYPE = 181;

/** One way a set can end, with what the match engine must carry forward. */
type SetEnd = { home: number; away: number; p: number; nextServer: Side };
type MatchEnd = { setsHome: number; setsAway: number; total: number; diff: number; p: number };

/** Weighted mixture of two set-end lists, merged by final score so lists stay small. */
function mix(x: SetEnd[], wx: number, y: SetEnd[], wy: number): SetEnd[] {
  const out = new Map<string, SetEnd>();
  const weighted = [...x.map((e) => ({ ...e, p: e.p * wx })), ...y.map((e) => ({ ...e, p: e.p * wy }))];
  for (const e of weighted) {
    const prev = out.get(`${e.home},${e.away}`);
    if (prev) prev.p += e.p;
    else out.set(`${e.home},${e.away}`, e);
  }
  return [...out.values()];
}

/** More units (games or points) than a whole match can have. */
const UNIT_SPAN = 4096;

/** Plays out the remaining sets; each set end is folded into (sets, total units, unit difference). */
function playOut(
  setsToWin: number,
  start: { setsHome: number; setsAway: number; total: number; diff: number },
  current: SetEnd[],
  fromStart: (setIndex: number, server: Side) => SetEnd[],
  trackDiff = true,
): MatchEnd[] {
  const done = new Map<number, MatchEnd>();
  let frontier = new Map<number, MatchEnd & { server: Side }>();
  const add = (s: MatchEnd, e: SetEnd, p: number, into: typeof frontier): void => {
    const n = {
      setsHome: s.setsHome + (e.home > e.away ? 1 : 0),
      setsAway: s.setsAway + (e.home > e.away ? 0 : 1),
      total: s.total + e.home + e.away,
      diff: trackDiff ? s.diff + e.home - e.away : 0,
      p,
      server: e.nextServer,
    };
    const over = n.setsHome >= setsToWin || n.setsAway >= setsToWin;
    // A number, not a string, keys the states: this runs for every set end of every state priced.
    // Sets won stay below 4, units below UNIT_SPAN and their difference within half of it.
    const units = (n.setsHome * 4 + n.setsAway) * UNIT_SPAN + n.total;
    const key = (units * UNIT_SPAN + n.diff + UNIT_SPAN / 2) * 2 + (over ? 0 : n.server);
    const target: Map<number, MatchEnd> = over ? done : into;
    const prev = target.get(key);
    if (prev) prev.p += p;
    else target.set(key, n);
  };
  if (start.setsHome >= setsToWin || start.setsAway >= setsToWin) return [{ ...start, p: 1 }];
  for (const e of current) add({ ...start, p: 1 }, e, e.p, frontier);
  while (frontier.size > 0) {
    const next: typeof frontier = new Map();
    for (const s of frontier.values()) {
      for (const e of fromStart(s.setsHome + s.setsAway, s.server)) add(s, e, s.p * e.p, next);
    }
    frontier = next;
  }
  return [...done.values()];
}

/** The markets every sets sport shares: winner, totals, set handicap and correct set score. */
function commonMarkets(ends: MatchEnd[], setsToWin: number, totalType: number) {
  const sum = (f: (e: MatchEnd) => boolean): number => ends.reduce((acc, e) => acc + (f(e) ? e.p : 0), 0);
  const mean = ends.reduce((acc, e) => acc + e.p * e.total, 0);
  const pHome = sum((e) => e.setsHome === setsToWin);
  const markets: MarketProbabilities[] = [twoWay(186, '', pHome)];
  for (const line of halfLinesAround(mean)) {
    const pOver = sum((e) => e.total > line);
    markets.push(overUnder(totalType, line, pOver));
  }
  for (let k = 1; k < setsToWin; k++) {
    for (const h of [-(k + 0.5), k + 0.5]) {
      const pCover = sum((e) => e.setsHome - e.setsAway + h > 0);
      markets.push(twoWay(14, signedLine(h), pCover));
    }
  }
  const outcomes = [];
  for (let lose = 0; lose < setsToWin; lose++) {
    for (const [h, a] of [
      [setsToWin, lose],
      [lose, setsToWin],
    ] as const) {
      const probability = sum((e) => e.setsHome === h && e.setsAway === a);
      outcomes.push({ outcomeId: `${h}:${a}`, name: `${h}:${a}`, probability });
    }
  }
  markets.push({ oddsType: SET_SCORE_ODDS_TYPE, special: '', outcomes });
  return { markets, sum };
}

const setsWon = (sets: readonly Score[]) => ({
  setsHome: sets.filter(([h, a]) => h > a).length,
  setsAway: sets.filter(([h, a]) => a > h).length,
  total: sets.reduce((acc, [h, a]) => acc + h + a, 0),
  diff: sets.reduce((acc, [h, a]) => acc + h - a, 0),
});

export type TennisState = {
  /** Probability the home player wins a point on their own serve (typically 0.55-0.75). */
  pServeHome: number;
  pServeAway: number;
  /** Games of finished sets, e.g. [[6, 4]]. */
  completedSets: readonly Score[];
  /** Games in the current set. */
  games: Score;
  /** Points won in the current game (0,1,2,3,4... not 15/30/40), or tie-break points at 6-6. */
  points: Score;
  /** Who serves the current point. */
  serving: Side;
  bestOf?: 3 | 5;
};

/** Tennis: every set has a tie-break at 6-6 (no advantage final sets, no super tie-breaks). */
export function tennisMarkets(state: TennisState): MarketProbabilities[] {
  const { pServeHome: ph, pServeAway: pa } = state;
  const setsToWin = ((state.bestOf ?? 3) + 1) / 2;
  // P(home wins a point) given the server.
  const pointP = (server: Side): number => (server === 0 ? ph : 1 - pa);
  const gameMemo = new Map<string, number>();
  const game = (a: number, b: number, p: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a === b && a >= 3) return (p * p) / (p * p + (1 - p) * (1 - p));
    const key = `${a},${b},${p}`;
    const hit = gameMemo.get(key);
    if (hit !== undefined) return hit;
    const v = p * game(a + 1, b, p) + (1 - p) * game(a, b + 1, p);
    gameMemo.set(key, v);
    return v;
  };
  const tieBreak = (a: number, b: number, first: Side): number => {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a === b && a >= 6) {
      // From an even tie each player serves one of the next two points.
      const both = pointP(0) * pointP(1);
      const neither = (1 - pointP(0)) * (1 - pointP(1));
      return both + neither > 0 ? both / (both + neither) : 0.5;
    }
    const server = (((a + b + 1) >> 1) % 2 === 0 ? first : 1 - first) as Side;
    const p = pointP(server);
    return p * tieBreak(a + 1, b, first) + (1 - p) * tieBreak(a, b + 1, first);
  };
  const setMemo = new Map<string, SetEnd[]>();
  // Final games of a set from (a, b) with `server` serving the next game, whose home win chance is pFirst.
  const set = (a: number, b: number, server: Side, setFirst: Side, pFirst?: number): SetEnd[] => {
    const end = (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a === 7 || b === 7;
    if (end) return [{ home: a, away: b, p: 1, nextServer: ((setFirst + a + b) % 2) as Side }];
    if (a === 6 && b === 6) {
      const w = pFirst ?? tieBreak(0, 0, server);
      const next = (1 - setFirst) as Side;
      return [
        { home: 7, away: 6, p: w, nextServer: next },
        { home: 6, away: 7, p: 1 - w, nextServer: next },
      ];
    }
    const key = `${a},${b},${server},${setFirst}`;
    const hit = pFirst === undefined ? setMemo.get(key) : undefined;
    if (hit) return hit;
    const pg = pFirst ?? game(0, 0, pointP(server));
    const other = (1 - server) as Side;
    const list = mix(set(a + 1, b, other, setFirst), pg, set(a, b + 1, other, setFirst), 1 - pg);
    if (pFirst === undefined) setMemo.set(key, list);
    return list;
  };
  const [gh, ga] = state.games;
  const [ptH, ptA] = state.points;
  const setFirst = ((state.serving + gh + ga) % 2) as Side;
  // In a tie-break the first server is recovered from who serves now and how many points were played.
  const tbFirst = (((ptH + ptA + 1) >> 1) % 2 === 0 ? state.serving : 1 - state.serving) as Side;
  const pFirst = gh === 6 && ga === 6 ? tieBreak(ptH, ptA, tbFirst) : game(ptH, ptA, pointP(state.serving));
  const current = set(gh, ga, state.serving, setFirst, pFirst);
  const ends = playOut(setsToWin, setsWon(state.completedSets), current, (_, s) => set(0, 0, s, s));
  const { markets, sum } = commonMarkets(ends, setsToWin, 189);
  const meanDiff = ends.reduce((acc, e) => acc + e.p * e.diff, 0);
  for (const h of halfLinesAround(-meanDiff)) {
    const pCover = sum((e) => e.diff + h > 0);
    markets.push(twoWay(187, signedLine(h), pCover));
  }
  return markets;
}

export type RallySetsState = {
  /** Probability the home side wins any rally (serve advantage ignored). */
  pPoint: number;
  /** Points of finished sets, e.g. [[25, 21], [23, 25]]. */
  completedSets: readonly Score[];
  /** Points in the current set. */
  points: Score;
};

const DEUCE_TAIL = 12;

/** Rally-scored set to `target`, win by two, played forward from (a0, b0); the deuce tail is lumped so sums stay exact. */
function rallySet(target: number, p: number, a0: number, b0: number): SetEnd[] {
  const q = 1 - p;
  const out: SetEnd[] = [];
  const end = (home: number, away: number, w: number): void => {
    if (w > 0) out.push({ home, away, p: w, nextServer: 0 });
  };
  const deuce = (t: number, w: number): void => {
    for (let k = 0; k <= DEUCE_TAIL; k++) {
      const reach = w * (k < DEUCE_TAIL ? (2 * p * q) ** k : (2 * p * q) ** k / (p * p + q * q));
      end(t + k + 2, t + k, reach * p * p);
      end(t + k, t + k + 2, reach * q * q);
    }
  };
  const won = (a: number, b: number): boolean => (a >= target || b >= target) && Math.abs(a - b) >= 2;
  if (won(a0, b0)) return [{ home: a0, away: b0, p: 1, nextServer: 0 }];
  if (a0 === b0 && a0 >= target - 1) {
    deuce(a0, 1);
    return out;
  }
  // Past target-1 on both sides the score is one point from deuce or from the end; fold those first.
  if (Math.min(a0, b0) >= target - 1) {
    const [lead, trail] = a0 > b0 ? [p, q] : [q, p];
    end(a0 > b0 ? a0 + 1 : a0, a0 > b0 ? b0 : b0 + 1, lead);
    deuce(Math.max(a0, b0), trail);
    return out;
  }
  // reach[a][b]: probability of passing through (a, b) before the set ends, for a, b up to target-1.
  const size = target;
  const reach = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  reach[a0]![b0] = 1;
  for (let a = a0; a < size; a++) {
    for (let b = b0; b < size; b++) {
      const r = reach[a]![b]!;
      if (r === 0 || (a === size - 1 && b === size - 1)) continue;
      if (a + 1 < size) reach[a + 1]![b]! += r * p;
      else end(a + 1, b, r * p);
      if (b + 1 < size) reach[a]![b + 1]! += r * q;
      else end(a, b + 1, r * q);
    }
  }
  deuce(target - 1, reach[size - 1]![size - 1]!);
  return out;
}

function rallyMarkets(state: RallySetsState, setsToWin: number, target: number, lastTarget: number) {
  const start = setsWon(state.completedSets);
  const targetFor = (index: number): number => (index === 2 * setsToWin - 2 ? lastTarget : target);
  const fresh = new Map<number, SetEnd[]>();
  const fromStart = (index: number): SetEnd[] => {
    const t = targetFor(index);
    const hit = fresh.get(t) ?? rallySet(t, state.pPoint, 0, 0);
    fresh.set(t, hit);
    return hit;
  };
  const [ph, pa] = state.points;
  const current = rallySet(targetFor(start.setsHome + start.setsAway), state.pPoint, ph, pa);
  // No points handicap is quoted, so the point difference is not tracked: it would multiply the states.
  const ends = playOut(setsToWin, start, current, fromStart, false);
  return commonMarkets(ends, setsToWin, 20).markets;
}

/** Volleyball: best of 5, sets to 25 and a deciding fifth set to 15. */
export const volleyballMarkets = (state: RallySetsState): MarketProbabilities[] =>
  rallyMarkets(state, 3, 25, 15);

/** Table tennis: best of 5, every set to 11. */
export const tableTennisMarkets = (state: RallySetsState): MarketProbabilities[] =>
  rallyMarkets(state, 3, 11, 11);
