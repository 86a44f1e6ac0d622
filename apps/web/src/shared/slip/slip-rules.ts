// Selecting odds onto the bet slip (spec 001 sections 4 and 5: Selecting odds, Slip rules), by
// the domain's addPick. Every odd button loads this module; the shell does not, so addPick stays
// out of its first download.
import { MAX_SYSTEM_FREE_PICKS } from '@bet/domain/betting/combinations';
import { type AddPickOptions, addPick } from '@bet/domain/betting/slip-picks';
import type { SlipProblem } from '@bet/domain/betting/types';
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import { oddsCapOf } from '@bet/domain/sportsbook/odds-grid';
import type { SlipSelection } from './slip-selection.ts';
import { useSlipStore } from './slip-store.ts';

/** At most this many picks on one coupon unless the site says otherwise (spec 001 section 9). */
export const MAX_SELECTIONS = 20;

/** What selecting an odd did; 'full' is a refusal because the slip holds its most picks. */
export type ToggleResult = 'added' | 'replaced' | 'removed' | 'full' | 'refused';

/**
 * The player's rules for adding picks (see addPick): several per match, most picks, odds limits;
 * and the most free picks of a system (the coupon settings' systemFreePicks).
 */
export type SlipAddRules = Omit<AddPickOptions, 'usable'> & { systemFreePicks: number };

/** Until the player's limits are read: a new player's (one pick per match, odds up to the cap of 320). */
export const DEFAULT_ADD_RULES: SlipAddRules = {
  multipleAllowed: false,
  systemFreePicks: MAX_SYSTEM_FREE_PICKS,
  maxPicks: MAX_SELECTIONS,
  minOdds: 0,
  maxOdds: oddsCapOf(0),
};

// addPick counts odds in thousandths; the slip keeps the catalogue's decimals.
const asPick = (s: SlipSelection) => ({
  matchId: s.m,
  oddsType: s.oddstype,
  special: s.special,
  outcomeId: s.outcomeid,
  odds: toThousandths(s.odd),
  selection: s,
});

/**
 * Selecting an odd (addPick): picking one already on the slip removes it; another odd of a match
 * on the slip replaces that match's pick unless several per match are allowed; an odd outside the
 * player's odds limits, or a new pick on a full slip, is refused with the reason.
 */
export function toggleSelection(
  list: readonly SlipSelection[],
  pick: SlipSelection,
  rules: SlipAddRules = DEFAULT_ADD_RULES,
): { selections: SlipSelection[]; result: ToggleResult; problem?: SlipProblem } {
  const out = addPick(list.map(asPick), asPick(pick), rules);
  const selections = out.list.map((p) => p.selection);
  if (out.result !== 'refused') return { selections, result: out.result };
  const { problem } = out;
  return {
    selections,
    result: problem?.key === 'choosetypesError' ? 'full' : 'refused',
    ...(problem && { problem }),
  };
}

/** Selects an odd on the slip store, under the player's rules; a refusal is kept for its notice. */
export function toggleOnSlip(pick: SlipSelection): ToggleResult {
  const { selections: list, addRules } = useSlipStore.getState();
  const { selections, result, problem } = toggleSelection(list, pick, addRules ?? DEFAULT_ADD_RULES);
  useSlipStore.setState(problem ? { refusal: problem } : { selections, refusal: null });
  return result;
}
