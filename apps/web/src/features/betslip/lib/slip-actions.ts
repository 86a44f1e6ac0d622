// The slip edits the slip's screens make, applied to the slip store. The rules behind them are pure
// (slip-system, changed-odds); these only read the store, apply one and write back what changed.
import type { ChangedOdd } from '@bet/domain/api/placement';
import { DEFAULT_ADD_RULES } from '../../../shared/slip/slip-rules.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { applyChangedOdds } from './changed-odds.ts';
import { type SystemState, settleSystem, toggleBanker, toggleSystemSize } from './slip-system.ts';

function updateSystem(edit: (state: SystemState) => SystemState): void {
  const { selections, systemSizes, addRules } = useSlipStore.getState();
  const before = { selections, systemSizes, maxFree: (addRules ?? DEFAULT_ADD_RULES).systemFreePicks };
  const next = edit(before);
  if (next !== before) useSlipStore.setState({ selections: next.selections, systemSizes: next.systemSizes });
}

/** Chooses or drops a system size (system popup). */
export const chooseSystemSize = (size: number): void => updateSystem((s) => toggleSystemSize(s, size));

/** Turns a pick's banker flag on or off, when the banker rule allows. */
export const switchBanker = (matchId: number, uniq: string): void =>
  updateSystem((s) => toggleBanker(s, matchId, uniq));

/** Brings the system choice in line with the picks after they changed. */
export const settleSlipSystem = (): void => updateSystem(settleSystem);

/** Sets the entered amount (minor units; null goes back to the default). */
export function setStakeAmount(amount: number | null): void {
  useSlipStore.setState({ amount });
}

export function setOddChangeOk(oddChangeOk: boolean): void {
  useSlipStore.setState({ oddChangeOk });
}

/** Takes the odds a refused coupon reported as changed. */
export function applyServerOdds(changed: readonly ChangedOdd[]): void {
  const { selections, addRules } = useSlipStore.getState();
  const next = applyChangedOdds(selections, changed, addRules?.maxOdds ?? 0);
  if (next !== selections) useSlipStore.setState({ selections: next });
}
