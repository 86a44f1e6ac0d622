// A refused coupon names the odds that moved (spec 001 section 4, Coupon creation flow, step 5):
// the slip takes the new prices, and an outcome that can no longer be taken is locked.
import type { ChangedOdd } from '@bet/domain/api/placement';
import { capOdds } from '@bet/domain/sportsbook/odds-format';
import type { SelectionLocks, SlipSelection } from '../../../shared/slip/slip-selection.ts';

const UNLOCKED: SelectionLocks = { match: false, inactive: false, market: false, odd: false };

const isOf = (s: SlipSelection, c: ChangedOdd): boolean =>
  s.m === c.matchId && s.oddstype === c.oddsType && s.special === c.special && s.outcomeid === c.outcomeId;

/**
 * The picks with the server's current odds applied; the same array when none of them moved. Odds are
 * capped at the player's maxOddsCoupon limit (thousandths, 0 when none is set), else at 320.
 */
export function applyChangedOdds(
  list: SlipSelection[],
  changed: readonly ChangedOdd[],
  maxOddsLimit = 0,
): SlipSelection[] {
  let touched = false;
  const next = list.map((s) => {
    const change = changed.find((c) => isOf(s, c));
    if (!change) return s;
    touched = true;
    const gone = change.available === 0 || !(change.odd > 0);
    return {
      ...s,
      odd: gone ? s.odd : capOdds(change.odd, maxOddsLimit),
      locks: { ...(s.locks ?? UNLOCKED), odd: gone },
    };
  });
  return touched ? next : list;
}
