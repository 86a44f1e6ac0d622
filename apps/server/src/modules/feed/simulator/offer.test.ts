import type { MarketProbabilities } from '@bet/domain/pricing/types';
import { notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { offeredMarkets } from './offer.ts';
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

describe('the book’s offer at a state', () => {
  it('prices every outcome to keep the margin of what is staked on it, balanced or lopsided', () => {
    for (const m of [market('', 0.5, 0.5), market('', 0.9, 0.1), market('', 0.6, 0.3, 0.08, 0.02)]) {
      const [priced] = offer([m]);
      priced?.outcomes.forEach((o, i) => {
        const back = ((m.outcomes[i]?.probability ?? 0) * o.odds) / 1000;
        // 1 / 1.07 before the grid rounds the price down a little further.
        expect(back).toBeLessThanOrEqual(1 / (1 + MARGIN));
        expect(back).toBeGreaterThan(1 / (1 + MARGIN) - 0.01);
      });
    }
  });

  it('leaves out a decided market, suspends an all but decided one, and an outcome that cannot win or sits at the cap', () => {
    const [shaky, scores, favourite] = offer([
      market('decided', 1, 0),
      market('shaky', 0.997, 0.003),
      market('scores', 0.6, 0.39999, 0.00001, 0),
      market('favourite', 0.97, 0.03),
    ]);
    expect(shaky).toMatchObject({ special: 'shaky', suspended: true });
    expect(scores?.suspended).toBe(false);
    expect(scores?.outcomes.map((o) => o.suspended ?? false)).toEqual([false, false, true, true]);
    // 0.97 at the floor of 1.01 would keep 2 %: only the long shot is offered.
    expect(favourite?.outcomes.map((o) => [o.odds, o.suspended ?? false])).toEqual([
      [1010, true],
      [31150, false],
    ]);
  });
});
