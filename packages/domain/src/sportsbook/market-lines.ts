// Which line of a lines market to show (spec 001 section 5, Market display rules). A lines
// market arrives as one odd group per line, its line in `special` ('2.5', '-1.5', '0:1').
import type { OddGroup, Outcome } from '../api/sportsbook.ts';

/** Over/under markets: only half-value lines are shown. */
export const OVER_UNDER_TYPES: ReadonlySet<number> = new Set([
  18, 19, 20, 68, 69, 70, 79, 90, 225, 227, 228, 232, 544, 547, 818, 819,
]);
/** Handicap-like markets, shown with their line as a leading cell (14 is the plain handicap). */
export const HANDICAP_LEADING_TYPES: ReadonlySet<number> = new Set([14, 56, 52, 226, 8, 383]);
/** Markets whose default line is the most balanced one. */
export const MOST_BALANCED_TYPES: ReadonlySet<number> = new Set([5500, 5506, 5520, 12553, 18, 68]);

/** Odds band a default over/under line's price should fall in. */
const BALANCED_MIN = 1.7;
const BALANCED_MAX = 2;
const PREMATCH_DEFAULT_LINE = '2.5';
/** After this minute a live row shows the next line to be reached instead of a balanced one. */
const LATE_MINUTE = 80;

/** What the line rules read of a market (an OddGroup fits). */
type Line = { special: string; odds: readonly Pick<Outcome, 'outcomeid' | 'odd'>[] };

const fraction = (special: string): number | undefined => {
  if (special.trim() === '') return undefined;
  const value = Number(special);
  return Number.isFinite(value) ? Math.abs(value % 1) : undefined;
};

/** '2.5', '-1.5', '+0.5'. */
export const isHalfLine = (special: string): boolean => fraction(special) === 0.5;
/** '0.25', '-1.75' (asian lines). */
export const isQuarterLine = (special: string): boolean => {
  const f = fraction(special);
  return f === 0.25 || f === 0.75;
};

/**
 * The lines a market list shows: over/under markets keep only their half-value lines, and
 * handicap markets drop quarter lines; other markets pass through.
 */
export function visibleLines<G extends Pick<OddGroup, 'oddstype' | 'special'>>(groups: readonly G[]): G[] {
  return groups.filter((g) => {
    if (OVER_UNDER_TYPES.has(g.oddstype)) return isHalfLine(g.special);
    if (HANDICAP_LEADING_TYPES.has(g.oddstype)) return !isQuarterLine(g.special);
    return true;
  });
}

/** Spread between a line's highest and lowest price; undefined when it has fewer than two prices. */
function spread(line: Line): number | undefined {
  const prices = line.odds.map((o) => o.odd).filter((odd) => odd > 1);
  if (prices.length < 2) return undefined;
  return Math.max(...prices) - Math.min(...prices);
}

/** The line whose prices are closest to each other; the first of equals; undefined when none is priced. */
export function mostBalancedLine<G extends Line>(groups: readonly G[]): G | undefined {
  let best: G | undefined;
  let bestSpread = Number.POSITIVE_INFINITY;
  for (const g of groups) {
    const s = spread(g);
    if (s !== undefined && s < bestSpread) {
      best = g;
      bestSpread = s;
    }
  }
  return best;
}

const inBand = (odd: number | undefined): boolean =>
  odd !== undefined && odd >= BALANCED_MIN && odd <= BALANCED_MAX;

/** Half lines whose chosen price is in the 1.7-2 band, the most balanced of them. */
const balancedHalfLine = <G extends Line>(groups: readonly G[], price: (g: G) => number | undefined) =>
  mostBalancedLine(groups.filter((g) => isHalfLine(g.special) && inBand(price(g))));

/**
 * Default line of market 18 in prematch lists: a half line whose first outcome is priced 1.7-2
 * (the most balanced of those), else line 2.5, else the first line.
 */
export function defaultPrematchLine18<G extends Line>(groups: readonly G[]): G | undefined {
  return (
    balancedHalfLine(groups, (g) => g.odds[0]?.odd) ??
    groups.find((g) => g.special === PREMATCH_DEFAULT_LINE) ??
    groups[0]
  );
}

const overOdd = (g: Line): number | undefined =>
  (g.odds.find((o) => o.outcomeid === 'over') ?? g.odds[0])?.odd;

/**
 * Default line of markets 18 and 68 in live rows: up to minute 80 a .5 line whose over is priced
 * 1.7-2.0; otherwise (late, or none in the band) the lowest line above the goals scored.
 */
export function defaultLiveLine<G extends Line>(
  groups: readonly G[],
  minute: number,
  totalGoals: number,
): G | undefined {
  const balanced = minute <= LATE_MINUTE ? balancedHalfLine(groups, overOdd) : undefined;
  if (balanced) return balanced;
  let next: G | undefined;
  for (const g of groups) {
    const line = Number(g.special);
    if (isHalfLine(g.special) && line > totalGoals && (next === undefined || line < Number(next.special))) {
      next = g;
    }
  }
  return next;
}

/** The line shown in a leading cell before the prices ('0:1', '-1.5'), '' for other markets. */
export function leadingCell(group: Pick<OddGroup, 'oddstype' | 'special'>): string {
  return HANDICAP_LEADING_TYPES.has(group.oddstype) ? group.special : '';
}
