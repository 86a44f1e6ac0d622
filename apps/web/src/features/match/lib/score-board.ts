// How a live score reads in the header and the tracker (spec 001 section 2, Match detail): set
// and period tables, football's cards and corners, baseball's outs.
import type { LiveMatch } from '@bet/domain/api/sportsbook';

export type PeriodKind = 'half' | 'quarter' | 'period' | 'inning' | 'set' | 'map';

const FOOTBALL = 1;
const TENNIS = 5;

const PERIOD_KIND: ReadonlyMap<number, PeriodKind> = new Map([
  [1, 'half'],
  [2, 'quarter'],
  [3, 'inning'],
  [4, 'period'],
  [5, 'set'],
  [6, 'half'],
  [20, 'set'],
  [23, 'set'],
  [109, 'map'],
  [110, 'map'],
  [111, 'map'],
]);

/** What one period of the sport is called (the column heading of the score table). */
export const periodKind = (sportId: number): PeriodKind => PERIOD_KIND.get(sportId) ?? 'period';

/** Football shows cards and corners in its header. */
export const showsCardsAndCorners = (sportId: number): boolean => sportId === FOOTBALL;

/** Sports without a tracker (spec 001 section 1: sport 5 has none). */
export const hasTracker = (sportId: number): boolean => sportId !== TENNIS;

/** Halves are not worth a table: football and handball show the half-time score in a line instead. */
export const showsPeriodTable = (sportId: number): boolean => periodKind(sportId) !== 'half';

/** Outs of the half-inning in play, for a baseball match being played; null otherwise (breaks too). */
export function outsInPlay(m: Pick<LiveMatch, 'matchstatus' | 'outs'>): number | null {
  if (m.outs === undefined || !/^(\d+inning|extra)$/.test(m.matchstatus)) return null;
  return m.outs;
}

/** '2:1' -> ['2', '1']; a missing side reads '0'. */
export function scoreSides(score: string): [string, string] {
  const [home = '', away = ''] = score.split(':');
  return [home.trim() || '0', away.trim() || '0'];
}

export type PeriodTable = {
  kind: PeriodKind;
  /** Period numbers, 1-based. */
  periods: number[];
  home: string[];
  away: string[];
  /** Points in the current game (tennis), both '' when the sport has none. */
  game: [string, string];
  total: [string, string];
};

/** The score table of a live match: one column per period, the game points and the total. */
export function periodTable(m: Pick<LiveMatch, 'sportId' | 'score'>): PeriodTable {
  const sets = m.score.setscores.map(scoreSides);
  return {
    kind: periodKind(m.sportId),
    periods: sets.map((_, i) => i + 1),
    home: sets.map((s) => s[0]),
    away: sets.map((s) => s[1]),
    game: m.score.gamescore ? scoreSides(m.score.gamescore) : ['', ''],
    total: scoreSides(m.score.matchscore),
  };
}

/** Any change of the score flashes it (the classifier of the shared useFlash). */
export const scoreChanged = (): 'changed' => 'changed';
