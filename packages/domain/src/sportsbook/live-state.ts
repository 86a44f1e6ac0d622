// The live state of a match as every sport reports it: one shape for the feed, the catalogue,
// the socket and the pages (spec 001 sections 3 and 4).

/**
 * Match statuses (spec 001 section 4). Clock sports: '1p', '2p', '3p' periods and 'ot'
 * overtime; basketball '1q'..'4q'; breaks 'pause' (half-time) or 'pause1'..'pause3'
 * (after period n); set sports '1set'..'5set'; esports '1map'..'5map'; baseball
 * '1inning'..'9inning' and 'extra'. Finished: 'ended', 'after_ot', 'interrupted',
 * 'retired', 'walkover'.
 */
export type MatchStatus = string;

export type BetStatus = 'started' | 'stopped';

export type TeamScore = { home: number; away: number };

export type Cards = { yellowHome: number; yellowAway: number; redHome: number; redAway: number };

/** The match clock in displayed minutes; all zero for sports without a running clock. */
export type MatchClock = {
  /** Elapsed minute of the match as shown (45 during first-half stoppage). */
  minute: number;
  /** Stoppage minutes played beyond `minute` (45+2 is minute 45, extra 2). */
  extra: number;
  /** Length of one regular period in minutes (45 football, 12 NBA quarter); 0 for none. */
  periodLength: number;
  /**
   * Seconds played of the displayed minute, in the steps a fast-scoring clock sport is priced by
   * (basketball, ice hockey, handball); absent where the minute is enough.
   */
  second?: number;
};

export type LiveState = {
  status: MatchStatus;
  betStatus: BetStatus;
  /** The main score: goals, points, runs, sets won or maps won. */
  score: TeamScore;
  /** Score of each period played or in play: halves, quarters, periods, innings, set games/points, map rounds. */
  periods: TeamScore[];
  /** Points inside the current game (tennis '30:15', 'A:40'), '' when the sport has none. */
  gameScore: string;
  clock: MatchClock;
  /** Football only; zero elsewhere. */
  cards: Cards;
  corners: TeamScore;
  /** Who serves, for racket sports: 'home' | 'away'; '' otherwise. */
  serving: '' | 'home' | 'away';
  /** Outs in the half-inning being played (baseball); absent elsewhere. */
  outs?: number;
};

const FINISHED = new Set(['ended', 'after_ot', 'interrupted', 'retired', 'walkover']);

export const isFinishedStatus = (status: MatchStatus): boolean => FINISHED.has(status);
export const isPauseStatus = (status: MatchStatus): boolean => status.includes('pause');
export const isLiveStatus = (status: MatchStatus): boolean =>
  status !== 'not_started' && !isFinishedStatus(status);

export const NO_CARDS: Cards = { yellowHome: 0, yellowAway: 0, redHome: 0, redAway: 0 };

/** The state of a match that has not started. */
export function notStartedState(periodLength = 0): LiveState {
  return {
    status: 'not_started',
    betStatus: 'started',
    score: { home: 0, away: 0 },
    periods: [],
    gameScore: '',
    clock: { minute: 0, extra: 0, periodLength },
    cards: NO_CARDS,
    corners: { home: 0, away: 0 },
    serving: '',
  };
}
