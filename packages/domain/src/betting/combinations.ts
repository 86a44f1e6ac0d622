// Which combinations a coupon is made of (spec 001 sections 4 and 5: Coupon type, Banker, Slip
// rules): one of all picks, the cartesian product of a multiple coupon, or the system choices.
import type { SystemOption } from './types.ts';

/** A system has at most this many free (non-banker) picks; the labels run A to J. */
export const MAX_SYSTEM_FREE_PICKS = 10;
/** The banker rule (bankers below picks minus 2) always leaves 3 free picks, so no site asks for fewer. */
const MIN_SYSTEM_FREE_PICKS = 3;

/**
 * The site's maxSystemCps as the most free picks of a system, between 3 and 10. Spec 001 section 9
 * gives "max system coupons 10" beside the section 5 rule "a system coupon has at most 10 matches";
 * read as a count of combinations the default would refuse an ordinary 3/6 system (20), so the
 * slip and the server both read it as matches, the reading a player expects.
 */
export const systemFreePickLimit = (maxSystemCps: number): number =>
  Math.min(MAX_SYSTEM_FREE_PICKS, Math.max(MIN_SYSTEM_FREE_PICKS, Math.trunc(maxSystemCps)));

type MatchPick = { matchId: number };
type PickShape = MatchPick & { banker: boolean };

/** n choose k; 0 outside 0 <= k <= n. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const small = Math.min(k, n - k);
  let result = 1;
  // Each partial product is itself a binomial coefficient, so the division is exact.
  for (let i = 0; i < small; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** Pick indices grouped by match, matches in the order they were first picked. */
function matchGroups(picks: readonly MatchPick[]): number[][] {
  const groups = new Map<number, number[]>();
  picks.forEach((pick, index) => {
    const group = groups.get(pick.matchId);
    if (group) group.push(index);
    else groups.set(pick.matchId, [index]);
  });
  return [...groups.values()];
}

/** Whether some match has more than one pick (a multiple coupon). */
export const hasSeveralPicksPerMatch = (picks: readonly MatchPick[]): boolean =>
  matchGroups(picks).length < picks.length;

/** Number of different matches on the slip. */
export const matchCount = (picks: readonly MatchPick[]): number => matchGroups(picks).length;

const bankerIndices = (picks: readonly PickShape[]): number[] =>
  picks.flatMap((p, i) => (p.banker ? [i] : []));
const freeIndices = (picks: readonly PickShape[]): number[] => picks.flatMap((p, i) => (p.banker ? [] : [i]));

/**
 * The system sizes that can be played with these picks: distinct, ascending, from bankers + 1 up
 * to the pick count. A system needs two picks or more, one pick per match and at most `maxFree`
 * free picks (the site's limit when placing; 10 for a coupon already placed).
 */
export function validSystemSizes(
  picks: readonly PickShape[],
  sizes: readonly number[],
  maxFree = MAX_SYSTEM_FREE_PICKS,
): number[] {
  const bankers = bankerIndices(picks).length;
  const free = picks.length - bankers;
  if (picks.length < 2 || free > maxFree || hasSeveralPicksPerMatch(picks)) return [];
  return [...new Set(sizes)]
    .filter((s) => Number.isInteger(s) && s > bankers && s <= picks.length)
    .sort((a, b) => a - b);
}

/** All k-subsets of items, in lexicographic order of positions. */
function subsets(items: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length === k) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) walk(i + 1, [...chosen, items[i]!]);
  };
  walk(0, []);
  return out;
}

/**
 * The coupon's combinations as ascending lists of pick indices. Without system sizes: one
 * combination of all picks, or for a multiple coupon one combination per way of taking one pick
 * of every match. With system sizes: for each size, the bankers plus every (size - bankers)-subset
 * of the other picks. Sizes that cannot be played (see validSystemSizes) give nothing.
 */
export function expandCombinations(picks: readonly PickShape[], systemSizes: readonly number[]): number[][] {
  if (picks.length === 0) return [];
  if (systemSizes.length > 0) {
    const bankers = bankerIndices(picks);
    const free = freeIndices(picks);
    return validSystemSizes(picks, systemSizes).flatMap((size) =>
      subsets(free, size - bankers.length).map((chosen) => [...bankers, ...chosen].sort((a, b) => a - b)),
    );
  }
  let combos: number[][] = [[]];
  for (const group of matchGroups(picks)) combos = combos.flatMap((c) => group.map((i) => [...c, i]));
  return combos.map((c) => c.sort((a, b) => a - b));
}

/** The number of combinations, without listing them. */
export function combinationCount(picks: readonly PickShape[], systemSizes: readonly number[]): number {
  if (picks.length === 0) return 0;
  if (systemSizes.length > 0) {
    const bankers = bankerIndices(picks).length;
    const free = picks.length - bankers;
    return validSystemSizes(picks, systemSizes).reduce((sum, s) => sum + binomial(free, s - bankers), 0);
  }
  return matchGroups(picks).reduce((product, group) => product * group.length, 1);
}

/** The system choices the slip offers, labelled A, B, ... in size order. */
export function systemOptions(
  picks: readonly PickShape[],
  selectedSizes: readonly number[],
  maxFree: number,
): SystemOption[] {
  const bankers = bankerIndices(picks).length;
  const free = picks.length - bankers;
  const all = Array.from({ length: free }, (_, i) => bankers + 1 + i);
  return validSystemSizes(picks, all, maxFree).map((size, index) => ({
    size,
    count: binomial(free, size - bankers),
    selected: selectedSizes.includes(size),
    label: String.fromCharCode(65 + index),
  }));
}

/** Spec: the banker count stays below the pick count minus 2, so at most picks - 3 bankers. */
export const mostBankers = (pickCount: number): number => Math.max(0, pickCount - 3);

/** Whether a system may have this many bankers (none at all is always fine). */
export const bankerCountAllowed = (bankerCount: number, pickCount: number): boolean =>
  bankerCount === 0 || bankerCount <= mostBankers(pickCount);

/** Whether one more banker may be added to this many picks (the same rule, one banker on). */
export const bankerAllowed = (bankerCount: number, pickCount: number): boolean =>
  bankerCountAllowed(bankerCount + 1, pickCount);

/** Bankers a system of this many picks needs so that at most `maxFree` picks stay free. */
export const requiredBankers = (pickCount: number, maxFree: number): number =>
  Math.max(0, pickCount - maxFree);

/** Spec: the system auto-picks the missing bankers from the last matches (the last non-bankers). */
export function autoPickBankers<T extends PickShape>(picks: readonly T[], maxFree: number): T[] {
  let missing = requiredBankers(picks.length, maxFree) - bankerIndices(picks).length;
  const out = [...picks];
  for (let i = out.length - 1; i >= 0 && missing > 0; i--) {
    const pick = out[i]!;
    if (pick.banker) continue;
    out[i] = { ...pick, banker: true };
    missing--;
  }
  return out;
}
