// What the book offers at one moment of a match: the model's markets at that state with the margin.
// A market the state has decided is left out (the sink closes every market not offered), one all
// but decided is suspended, and so is an outcome that can no longer win or is priced at the cap.
import { applyMargin, MAX_ODDS } from '@bet/domain/pricing/margin';
import type { MarketProbabilities } from '@bet/domain/pricing/types';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import type { FeedMarket } from '../provider.ts';
import type { SportEngine } from './sport-engine.ts';

/** Above this an outcome is certain: the models' sums are exact up to rounding and a cut tail. */
const CERTAIN = 1 - 1e-6;
/** A market is suspended once one outcome is all but certain. */
const ALL_BUT_CERTAIN = 0.995;

const topProbability = (market: MarketProbabilities): number =>
  Math.max(...market.outcomes.map((o) => o.probability));

/**
 * The margin to price a market with so that an even stake on each of its outcomes keeps `margin`
 * of what it stakes (1 - 1 / (1 + margin)), as a balanced market does. The power method returns
 * p^(1 - k) per unit staked on an outcome of probability p, so a lopsided live market priced at
 * the full overround would keep several times the margin of what its long shot is staked.
 */
export function evenHoldMargin(market: MarketProbabilities, margin: number): number {
  const live = market.outcomes.map((o) => o.probability).filter((p) => p > 1 - CERTAIN);
  if (live.length === 0) return margin;
  const meanReturn = (k: number): number => live.reduce((s, p) => s + p ** (1 - k), 0) / live.length;
  // meanReturn rises with k (to 1 at k = 1): find the k that returns 1 / (1 + margin).
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (meanReturn(mid) < 1 / (1 + margin)) lo = mid;
    else hi = mid;
  }
  const mass = market.outcomes.reduce((s, o) => s + Math.max(0, o.probability), 0);
  const overround = live.reduce((s, p) => s + p ** hi, 0) / mass;
  return Math.min(margin, Math.max(0, overround - 1));
}

function priceMarket(market: MarketProbabilities, margin: number): FeedMarket {
  const priced = applyMargin(market, evenHoldMargin(market, margin));
  return {
    ...priced,
    // An outcome that can no longer win, or a long shot whose price the cap holds down (so it would
    // keep far more than the margin), is not offered.
    outcomes: priced.outcomes.map((o, i) =>
      (market.outcomes[i]?.probability ?? 0) <= 1 - CERTAIN || o.odds >= MAX_ODDS
        ? { ...o, suspended: true }
        : o,
    ),
    suspended: topProbability(market) >= ALL_BUT_CERTAIN,
  };
}

/** Every market the book offers at this state: all of them, as the sink closes the rest. */
export function offeredMarkets<Plan>(
  engine: SportEngine<Plan>,
  plan: Plan,
  state: LiveState,
  margin: number,
): FeedMarket[] {
  return engine
    .marketsAt(plan, state)
    .filter((m) => topProbability(m) < CERTAIN)
    .map((m) => priceMarket(m, margin));
}
