// System choices and bankers on the slip (spec 001 sections 4 and 5: Banker, Slip rules): the
// pure steps behind the system popup and the banker toggles, on the slip's own picks.
import {
  autoPickBankers,
  bankerAllowed,
  requiredBankers,
  systemOptions,
  validSystemSizes,
} from '@bet/domain/betting/combinations';
import type { SystemOption } from '@bet/domain/betting/types';
import { isSelectionLocked, type SlipSelection } from '../../../shared/slip/slip-selection.ts';

/**
 * The slip's system part: the picks (with their banker flags), the chosen sizes and the most free
 * picks a system may have (the coupon settings' systemFreePicks, which the server reads too).
 */
export type SystemState = { selections: SlipSelection[]; systemSizes: number[]; maxFree: number };

const shapes = (list: readonly SlipSelection[]) =>
  list.map((s) => ({ matchId: s.m, banker: s.banker === true }));

export const bankerCount = (list: readonly SlipSelection[]): number => list.filter((s) => s.banker).length;

function withBankers(list: SlipSelection[], flags: readonly boolean[]): SlipSelection[] {
  return list.map((s, i) => {
    const banker = flags[i] === true;
    if (banker === (s.banker === true)) return s;
    const { banker: _old, ...rest } = s;
    return banker ? { ...rest, banker } : rest;
  });
}

const noBankers = (list: SlipSelection[]): SlipSelection[] =>
  withBankers(
    list,
    list.map(() => false),
  );

/** The picks with the bankers a system of more than maxFree picks needs added from the last ones. */
export const withRequiredBankers = (list: SlipSelection[], maxFree: number): SlipSelection[] =>
  bankerCount(list) >= requiredBankers(list.length, maxFree)
    ? list
    : withBankers(
        list,
        autoPickBankers(shapes(list), maxFree).map((p) => p.banker),
      );

/** The options the system popup offers: as if the missing bankers were already picked. */
export const systemChoices = (state: SystemState): SystemOption[] =>
  systemOptions(
    shapes(withRequiredBankers(state.selections, state.maxFree)),
    state.systemSizes,
    state.maxFree,
  );

/**
 * Only sizes that can still be played stay chosen; one that no longer fits moves to the nearest
 * playable size (the full size after picks were removed, the smallest after a banker was added),
 * so a system never falls out by itself.
 */
function keepPlayable(selections: SlipSelection[], sizes: readonly number[], maxFree: number): number[] {
  if (sizes.length === 0) return [];
  const picks = shapes(selections);
  const playable = validSystemSizes(
    picks,
    selections.map((_, i) => i + 1),
    maxFree,
  );
  const low = playable[0];
  const high = playable.at(-1);
  if (low === undefined || high === undefined) return [];
  return validSystemSizes(
    picks,
    sizes.map((size) => Math.min(high, Math.max(low, size))),
    maxFree,
  );
}

/**
 * Chooses or drops a system size. The first choice on more than 10 picks auto-picks the missing
 * bankers; dropping the last choice clears every banker.
 */
export function toggleSystemSize(state: SystemState, size: number): SystemState {
  const chosen = state.systemSizes.includes(size);
  if (chosen) {
    const systemSizes = state.systemSizes.filter((s) => s !== size);
    const selections = systemSizes.length === 0 ? noBankers(state.selections) : state.selections;
    return { ...state, selections, systemSizes };
  }
  const selections = withRequiredBankers(state.selections, state.maxFree);
  return {
    ...state,
    selections,
    systemSizes: keepPlayable(selections, [...state.systemSizes, size], state.maxFree),
  };
}

/**
 * Whether this pick's banker toggle can be switched now: on while the banker rule allows one more,
 * off unless a system of more than 10 picks needs it.
 */
export function canToggleBanker(
  list: readonly SlipSelection[],
  pick: SlipSelection,
  maxFree: number,
): boolean {
  const count = bankerCount(list);
  if (pick.banker) return count > requiredBankers(list.length, maxFree);
  return !isSelectionLocked(pick) && bankerAllowed(count, list.length);
}

/** Turns a pick's banker flag on or off, when allowed; the chosen sizes follow. */
export function toggleBanker(state: SystemState, matchId: number, uniq: string): SystemState {
  const index = state.selections.findIndex((s) => s.m === matchId && s.i === uniq);
  const pick = state.selections[index];
  if (!pick || state.systemSizes.length === 0 || !canToggleBanker(state.selections, pick, state.maxFree)) {
    return state;
  }
  const flags = state.selections.map((s, i) => (i === index ? !s.banker : s.banker === true));
  const selections = withBankers(state.selections, flags);
  return { ...state, selections, systemSizes: keepPlayable(selections, state.systemSizes, state.maxFree) };
}

/** After picks were added or removed: bankers a bigger system needs are added, sizes that no longer
 * fit are dropped, and bankers go when the system does. The same state when nothing changes. */
export function settleSystem(state: SystemState): SystemState {
  if (state.systemSizes.length === 0) {
    return bankerCount(state.selections) === 0
      ? state
      : { ...state, selections: noBankers(state.selections), systemSizes: [] };
  }
  const selections = withRequiredBankers(state.selections, state.maxFree);
  const systemSizes = keepPlayable(selections, state.systemSizes, state.maxFree);
  if (systemSizes.length === 0) return { ...state, selections: noBankers(selections), systemSizes };
  const same =
    systemSizes.length === state.systemSizes.length &&
    systemSizes.every((s, i) => s === state.systemSizes[i]);
  return same && selections === state.selections ? state : { ...state, selections, systemSizes };
}
