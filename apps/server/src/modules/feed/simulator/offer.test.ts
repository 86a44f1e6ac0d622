import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { evenHoldMargin, offeredMarkets } from './offer.ts';
import type { SportEngine } from './sport-engine.ts';

const MARGIN = 0.07;

const market = (special: string, ...probabilities: number[]): MarketProbabilities => ({
  oddsType: 45,
  special,
  outcomes: probabilities.map((probability, i) => ({ outcomeId: String(i), name: String(i), probability })),
});

/** An engine whose model answers the given markets at any state. */
const engineOf = (markets: MarketProbabilities[]): SportEngine<null> => ({
  sportId: 1,
  plan: () => null,
  duration: () => 0,
  stateAt: () => notStartedState(),
  marketsAt: () => markets,
  eventsBetween: () => [],
  result: () => ({ status: 'ended', score: { home: 0, away: 0 }, periods: [] }),
});

const offer = (markets: MarketProbabilities[]) =>
  offeredMarkets(engineOf(markets), null, notStartedState(), MARGIN);

/** What an even stake on every offered outcome returns per unit, at the true probabilities. */
function evenReturn(m: MarketProbabilities): number {
  const [priced] = offer([m]);
  const open = (priced?.outcomes ?? []).filter((o) => !o.suspended);
  const back = open.reduce((s, o) => {
    const p = m.outcomes.find((x) => x.outcomeId === o.outcomeId)?.probability ?? 0;
    return s + (p * o.odds) / 1000;
  }, 0);
  return back / open.length;
}

describe('the book’s offer at a state', () => {
  it('prices a balanced market at the full margin and a lopsided one so an even stake keeps the same', () => {
    expect(evenHoldMargin(market('', 0.5, 0.5), MARGIN)).toBeCloseTo(MARGIN, 6);
    expect(evenHoldMargin(market('', 0.9, 0.1), MARGIN)).toBeLessThan(MARGIN / 2);
    for (const m of [market('', 0.5, 0.5), market('', 0.9, 0.1), market('', 0.6, 0.3, 0.08, 0.02)]) {
      // 1 / 1.07 before the grid rounds each price down a little further.
      expect(evenReturn(m)).toBeLessThanOrEqual(1 / (1 + MARGIN));
      expect(evenReturn(m)).toBeGreaterThan(1 / (1 + MARGIN) - 0.01);
    }
  });

  it('leaves out a decided market, suspends an all but decided one, and an outcome that cannot win or sits at the cap', () => {
    const [shaky, scores] = offer([
      market('decided', 1, 0),
      market('shaky', 0.997, 0.003),
      market('scores', 0.6, 0.39999, 0.00001, 0),
    ]);
    expect(shaky).toMatchObject({ special: 'shaky', suspended: true });
    expect(scores?.suspended).toBe(false);
    expect(scores?.outcomes.map((o) => o.suspended ?? false)).toEqual([false, false, true, true]);
  });
});
