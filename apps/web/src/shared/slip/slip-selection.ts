// A pick on the bet slip (spec 001 section 3, Bet slip selection) and the few facts about picks the
// shell needs. The selection rules themselves are in slip-rules.ts, which the shell does not load.
import type { OutcomeLimits } from '@bet/domain/api/sportsbook';
import type { PickPlay } from '@bet/domain/betting/live-pick';

/** One pick on the slip. `i` is the outcome's uniq key; ttype L live, N prematch. */
export type SlipSelection = {
  m: number;
  i: string;
  ttype: 'L' | 'N';
  oddstype: number;
  special: string;
  outcomeid: string;
  odd: number;
  home: string;
  away: string;
  sportId: number;
  typename: string;
  outcome: string;
  /** Epoch milliseconds when it was picked. */
  addedAt: number;
  /** What stops the pick now, as the live socket last said; absent until a delta touches it. */
  locks?: SelectionLocks;
  /** A banker of a system coupon: part of every combination. */
  banker?: boolean;
  /** The outcome's own stake limits (minor units) when the odd box knew them; the defaults otherwise. */
  limits?: OutcomeLimits;
  /** Score, clock, cards and corners of its match as the live socket last said; absent before that. */
  play?: PickPlay;
};

/** The levels that can stop a pick: its match (stopped, or made inactive), its market, the odd itself. */
export type SelectionLocks = { match: boolean; inactive: boolean; market: boolean; odd: boolean };

/** A locked pick shows a lock and can only be removed (spec 001 section 4, Locked selections). */
export const isSelectionLocked = (s: SlipSelection): boolean =>
  s.locks !== undefined && (s.locks.match || s.locks.inactive || s.locks.market || s.locks.odd);

/** Picks older than this are dropped when the slip is loaded. */
export const SELECTION_TTL_MS = 5 * 60_000;

export const hasSelection = (list: readonly SlipSelection[], uniq: string, matchId: number): boolean =>
  list.some((s) => s.m === matchId && s.i === uniq);

/** The picks still fresh at `now` (a reload after more than 5 minutes starts an empty slip). */
export const freshSelections = (list: readonly SlipSelection[], now: number): SlipSelection[] =>
  list.filter((s) => now - s.addedAt <= SELECTION_TTL_MS);
