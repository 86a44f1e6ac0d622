// What a slip pick follows of its match while it is played (spec 001 section 4, Odds state): a
// match update brings the score, clock, cards and corners, and in live football the next-goal
// markets move their line with the score.
import type { Cards, LiveState, TeamScore } from '../sportsbook/live-state.ts';
import { NEXT_GOAL_TYPES, nextGoalNumber } from '../sportsbook/match-status.ts';

const FOOTBALL = 1;

/** What a pick shows of its match's play. */
export type PickPlay = {
  status: string;
  score: TeamScore;
  /** Minute of the match clock and its stoppage minutes (0 for sports without a clock). */
  minute: number;
  extra: number;
  cards: Cards;
  corners: TeamScore;
};

/** The part of a match's live state a pick carries. */
export const pickPlay = (state: LiveState): PickPlay => ({
  status: state.status,
  score: { ...state.score },
  minute: state.clock.minute,
  extra: state.clock.extra,
  cards: { ...state.cards },
  corners: { ...state.corners },
});

const sameScore = (a: TeamScore, b: TeamScore): boolean => a.home === b.home && a.away === b.away;

export const samePlay = (a: PickPlay, b: PickPlay): boolean =>
  a.status === b.status &&
  a.minute === b.minute &&
  a.extra === b.extra &&
  sameScore(a.score, b.score) &&
  sameScore(a.corners, b.corners) &&
  a.cards.yellowHome === b.cards.yellowHome &&
  a.cards.yellowAway === b.cards.yellowAway &&
  a.cards.redHome === b.cards.redHome &&
  a.cards.redAway === b.cards.redAway;

/** Which market a pick is on. */
export type PickMarket = { sportId: number; oddsType: number; special: string };

/**
 * The line of the pick's market at this score: football's next-goal markets (7, 61, 8, 62) are
 * always on the next goal, the goals scored plus one; every other market keeps its line.
 */
export function lineAtScore({ sportId, oddsType, special }: PickMarket, score: TeamScore): string {
  if (sportId !== FOOTBALL || !NEXT_GOAL_TYPES.has(oddsType)) return special;
  return String(nextGoalNumber(score));
}

/** The key an outcome and a slip pick are known by (the catalogue's uniq). */
export const outcomeKey = (oddsType: number, outcomeId: string, special: string): string =>
  `${oddsType}_${outcomeId}_${special}`;
