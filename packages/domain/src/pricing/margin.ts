// Turns true probabilities into bookmaker odds with a margin (power method), published on the odds grid.
import { MAX_ODDS, MIN_ODDS, toOddsGrid } from '../sportsbook/odds-grid.ts';
import type { MarketProbabilities, PricedMarket } from './types.ts';

export { MAX_ODDS, MIN_ODDS };

/** Below this an outcome is treated as impossible and priced at the cap. */
const IMPOSSIBLE = 1e-12;

const clampOdds = (odds: number): number => Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));

/**
 * Prices a market so implied probabilities sum to (1 + margin) times the market's probability mass
 * (1 for exclusive outcomes, 2 for double chance, whose outcomes overlap). Power method: implied q = p^k with
 * k <= 1 solved by bisection, so long shots carry proportionally more margin than favourites
 * (the favourite–longshot bias) instead of being offered at over-generous odds.
 */
export function applyMargin(market: MarketProbabilities, margin: number): PricedMarket {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) {
    throw new RangeError(`margin must be in [0, 1), got ${margin}`);
  }
  const live = market.outcomes.map((o) => Math.min(1, Math.max(0, o.probability)));
  const target = live.reduce((s, p) => s + p, 0) * (1 + margin);
  const sumPow = (k: number): number => live.reduce((s, p) => (p > IMPOSSIBLE ? s + p ** k : s), 0);
  // sumPow decreases in k; k = 1 gives the raw mass. Search k in (0, 1].
  let lo = 1e-6;
  let hi = 1;
  if (sumPow(hi) < target) {
    for (let i = 0; i < 100; i++) {
      const mid = (lo + hi) / 2;
      if (sumPow(mid) > target) lo = mid;
      else hi = mid;
    }
  }
  const k = hi;
  return {
    oddsType: market.oddsType,
    special: market.special,
    outcomes: market.outcomes.map((o, i) => {
      const p = live[i] ?? 0;
      // Margin first, then down onto the grid once: the price shown is the price paid, and rounding
      // is always in the house's favour.
      const odds = p > IMPOSSIBLE ? clampOdds(toOddsGrid(1000 / p ** k)) : MAX_ODDS;
      return { outcomeId: o.outcomeId, name: o.name, odds };
    }),
  };
}

/** Sum of implied probabilities (1000 / odds); 1.06 for a 6 % margin. */
export function impliedOverround(market: PricedMarket): number {
  return market.outcomes.reduce((s, o) => s + 1000 / o.odds, 0);
}
