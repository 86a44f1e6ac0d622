// The bet slip's selection rules (spec 001 sections 3, 4 and 5: Bet slip selection, Selecting
// odds, Slip rules). Pure, so they are tested without a browser.

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
};

/** The levels that can stop a pick: its match (stopped, or made inactive), its market, the odd itself. */
export type SelectionLocks = { match: boolean; inactive: boolean; market: boolean; odd: boolean };

/** A locked pick shows a lock and can only be removed (spec 001 section 4, Locked selections). */
export const isSelectionLocked = (s: SlipSelection): boolean =>
  s.locks !== undefined && (s.locks.match || s.locks.inactive || s.locks.market || s.locks.odd);

/** At most this many picks on one coupon (spec 001 section 9). */
export const MAX_SELECTIONS = 20;
/** Picks older than this are dropped when the slip is loaded. */
export const SELECTION_TTL_MS = 5 * 60_000;

export type ToggleResult = 'added' | 'replaced' | 'removed' | 'full';

const same = (s: SlipSelection, uniq: string, matchId: number) => s.m === matchId && s.i === uniq;

export const hasSelection = (list: readonly SlipSelection[], uniq: string, matchId: number): boolean =>
  list.some((s) => same(s, uniq, matchId));

/**
 * Picking an odd already on the slip removes it; another odd of the same match replaces that
 * match's pick; a new match is refused once the slip holds MAX_SELECTIONS.
 */
export function toggleSelection(
  list: readonly SlipSelection[],
  pick: SlipSelection,
  max = MAX_SELECTIONS,
): { selections: SlipSelection[]; result: ToggleResult } {
  if (hasSelection(list, pick.i, pick.m)) {
    return { selections: list.filter((s) => !same(s, pick.i, pick.m)), result: 'removed' };
  }
  const index = list.findIndex((s) => s.m === pick.m);
  if (index >= 0) {
    return { selections: list.map((s, i) => (i === index ? pick : s)), result: 'replaced' };
  }
  if (list.length >= max) return { selections: [...list], result: 'full' };
  return { selections: [...list, pick], result: 'added' };
}

/** The picks still fresh at `now` (a reload after more than 5 minutes starts an empty slip). */
export const freshSelections = (list: readonly SlipSelection[], now: number): SlipSelection[] =>
  list.filter((s) => now - s.addedAt <= SELECTION_TTL_MS);
