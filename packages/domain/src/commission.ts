// Dealer commission: each dealer's share of the GGR of the players below it. Rates are basis points
// (hundredths of a percent, 1250 is 12.50%), so rates and amounts stay integers end to end.
import type { UserRole } from './authz/roles.ts';

/** 100% in basis points: the highest rate there is. */
export const FULL_RATE = 10_000;

/**
 * The kinds of account that earn commission: the dealers of the tree. The site's admin is the house
 * itself, and terminals and players earn none.
 */
export const commissionKinds = ['dealer', 'sub_dealer', 'partner'] as const satisfies readonly UserRole[];

export const earnsCommission = (role: string): boolean =>
  (commissionKinds as readonly string[]).includes(role);

/**
 * The commission on one period's GGR (minor units), rounded down to the minor unit. The model is a
 * percentage of positive net revenue per period: a period the players won earns nothing, and its
 * loss is not carried into the next period (no negative carry-over), so commission is never negative.
 */
export function periodCommission(ggr: number, rate: number): number {
  if (ggr <= 0 || rate <= 0) return 0;
  // In bigint: a large GGR times the rate may pass the doubles' exact integers.
  return Number((BigInt(ggr) * BigInt(rate)) / BigInt(FULL_RATE));
}

/** The commission over several periods: each period's own, summed. */
export const commissionOver = (ggrs: Iterable<number>, rate: number): number =>
  [...ggrs].reduce((sum, ggr) => sum + periodCommission(ggr, rate), 0);

const rateFormats = new Map<string, Intl.NumberFormat>();

/** A rate as a percentage with two decimals in the reader's language (1250 → %12,50 or 12.50%). */
export function formatRate(rate: number, locale: string): string {
  let format = rateFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    rateFormats.set(locale, format);
  }
  return format.format(rate / FULL_RATE);
}
