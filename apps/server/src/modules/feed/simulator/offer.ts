// What the book offers at one moment of a match: the model's markets at that state with the margin.
// A market the state has decided is left out (the sink closes every market not offered), one all
// but decided is suspended, and each outcome is priced alone so that it keeps the margin.
import { applyMargin, MAX_ODDS } from '@bet/domain/pricing/margin';
import type { MarketProbabilities, OutcomeProbability } from '@bet/domain/pricing/types';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import type { FeedMarket, FeedOutcome } from '../provider.ts';
import type { SportEngine } from './sport-engine.ts';

/** Above this an outcome is certain: the models' sums are exact up to rounding and a cut tail. */
const CERTAIN = 1 - 1e-6;
/** A market is suspended once one outcome is all but certain. */
const ALL_BUT_CERTAIN = 0.995;

const topProbability = (market: MarketProbabilities): number =>
  Math.max(...market.outcomes.map((o) => o.probability));

/**
 * Each outcome priced alone with the margin (implied probability p * (1 + margin)), so every
 * outcome keeps the same share of what is staked on it: the power method over a whole market
 * loads a lopsided live market's long shot with several times the margin (a third of an even
 * stake on a 0.9 / 0.1 market) and leaves its favourite with a sliver a sharp bettor can beat.
 */
function priceOutcome(market: MarketProbabilities, outcome: OutcomeProbability, margin: number): FeedOutcome {
  const [priced] = applyMargin({ ...market, outcomes: [outcome] }, margin).outcomes;
  const odds = priced?.odds ?? MAX_ODDS;
  // Not offered: an outcome that can no longer win, a long shot the cap holds down, or a near
  // certainty the floor holds up so far that it would keep less than half the margin.
  const closed =
    outcome.probability <= 1 - CERTAIN ||
    odds >= MAX_ODDS ||
    (outcome.probability * odds) / 1000 > 1 - margin / 2;
  return { outcomeId: outcome.outcomeId, name: outcome.name, odds, ...(closed ? { suspended: true } : {}) };
}

function priceMarket(market: MarketProbabilities, margin: number): FeedMarket {
  return {
    oddsType: market.oddsType,
    special: market.special,
    outcomes: market.outcomes.map((o) => priceOutcome(market, o, margin)),
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
