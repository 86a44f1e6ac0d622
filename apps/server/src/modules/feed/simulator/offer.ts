// What the book offers at one moment of a match: the model's markets at that state with the margin.
// A market the state has decided is left out (the sink closes every market not offered), one all
// but decided is suspended, and an outcome that can no longer win is suspended.
import { applyMargin } from '@bet/domain/pricing/margin';
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

function priceMarket(market: MarketProbabilities, margin: number): FeedMarket {
  const priced = applyMargin(market, margin);
  return {
    ...priced,
    outcomes: priced.outcomes.map((o, i) =>
      (market.outcomes[i]?.probability ?? 0) <= 1 - CERTAIN ? { ...o, suspended: true } : o,
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
