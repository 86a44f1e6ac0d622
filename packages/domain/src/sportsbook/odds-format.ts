// How odds are shown and when an odd can be picked (spec 001 sections 4 and 5: Odds state,
// Selecting odds, Locked selections, Odds display). Odds here are decimals (1.85) as the API
// sends them; the server keeps integer thousandths (1850).
import type { Flag, OddGroup, Outcome } from '../api/sportsbook.ts';
import type { BetStatus } from './live-state.ts';
import { MIN_ODDS, oddsCapOf } from './odds-grid.ts';

/** An outcome priced below this is suspended. */
export const SUSPEND_BELOW = MIN_ODDS / 1000;
/** An odd counts toward a coupon only above this. */
export const MIN_USABLE_ODD = 1.000001;

export const fromThousandths = (n: number): number => n / 1000;
export const toThousandths = (odd: number): number => Math.round(odd * 1000);

/** Rounds half up on the odd's thousandths, not on its binary float value (1.005 -> 1.01). */
function round(odd: number, decimals: number): number {
  const thousandths = toThousandths(odd);
  if (decimals >= 3) return thousandths / 1000;
  const step = 10 ** (3 - decimals);
  return (Math.round(thousandths / step) * step) / 1000;
}

/** The odds grid has two decimals (odds-grid.ts): fewer would show a price other than the one paid. */
const GRID_DECIMALS = 2;

/**
 * The odd as the site prints it: whole odds of two or more digits without decimals (12, 150),
 * 1.001 to below 1.01 with three, anything else with the site's tofixedNumber decimals, never
 * fewer than the grid's two. '-' for a missing price (zero, negative or not a number).
 */
export function formatOdds(odd: number, decimals = GRID_DECIMALS): string {
  if (!Number.isFinite(odd) || odd <= 0) return '-';
  if (odd >= 10 && Number.isInteger(odd)) return String(odd);
  if (odd >= 1.001 && odd < SUSPEND_BELOW) return round(odd, 3).toFixed(3);
  const shown = Math.max(decimals, GRID_DECIMALS);
  return round(odd, shown).toFixed(shown);
}

/**
 * The odd as an odd button shows it: capped at the user's maxOddsCoupon limit (thousandths) when
 * one is set (> 0), else at 320 (oddsCapOf).
 */
export function capOdds(odd: number, maxOddsLimit = 0): number {
  return Math.min(odd, fromThousandths(oddsCapOf(maxOddsLimit)));
}

export const isUsableOdd = (odd: number): boolean => odd > MIN_USABLE_ODD;

type OutcomeFlags = Pick<Outcome, 'odd' | 'iss' | 'isv' | 'active'>;
type GroupFlags = Pick<OddGroup, 'iss' | 'isv' | 'active' | 'betstts'>;
/** What the rules read of a match; prematch matches carry no bet status. */
export type MatchFlags = { iss: Flag; isv: Flag; active: number; betstatus?: BetStatus };

const isStopped = (group: GroupFlags, match: MatchFlags): boolean =>
  group.betstts !== 'started' || (match.betstatus !== undefined && match.betstatus !== 'started');

/** Active 0 on any level makes the odd inactive (suspended and hidden); -1 hides the market. */
const isInactive = (outcome: OutcomeFlags, group: GroupFlags, match: MatchFlags): boolean =>
  outcome.active === 0 || group.active <= 0 || match.active === 0;

const isSuspended = (outcome: OutcomeFlags, group: GroupFlags, match: MatchFlags): boolean =>
  outcome.iss === 1 || group.iss === 1 || match.iss === 1 || !(outcome.odd >= SUSPEND_BELOW);

const isHidden = (outcome: OutcomeFlags, group: GroupFlags, match: MatchFlags): boolean =>
  outcome.isv === 0 || group.isv === 0 || match.isv === 0;

/**
 * A selection is locked when the odd, its market or its match is suspended, hidden or inactive,
 * or its bet status is not 'started'. Locked selections can only be removed from the slip.
 */
export function isLocked(outcome: OutcomeFlags, group: GroupFlags, match: MatchFlags): boolean {
  return (
    isSuspended(outcome, group, match) ||
    isHidden(outcome, group, match) ||
    isInactive(outcome, group, match) ||
    isStopped(group, match)
  );
}

/**
 * Whether a tap may add the odd to the slip: not suspended, visible, active and priced. The rule
 * is the complement of a lock, since an odd below 1.01 already counts as suspended.
 */
export function isSelectable(outcome: OutcomeFlags, group: GroupFlags, match: MatchFlags): boolean {
  return !isLocked(outcome, group, match);
}

/**
 * How an odd box looks: disabled when it cannot be picked; the lock icon replaces the price when
 * it is hidden, not started or inactive (a merely suspended odd keeps its greyed price).
 */
export function oddBoxState(
  outcome: OutcomeFlags,
  group: GroupFlags,
  match: MatchFlags,
): { disabled: boolean; lockIcon: boolean } {
  const lockIcon =
    isHidden(outcome, group, match) || isInactive(outcome, group, match) || isStopped(group, match);
  return { disabled: isLocked(outcome, group, match), lockIcon };
}
