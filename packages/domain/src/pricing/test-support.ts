// Checks shared by the pricing models' tests.
import { expect } from 'vitest';
import type { MarketProbabilities } from './types.ts';

/** Every market's probabilities are in [0, 1] and sum to 1. */
export function expectValid(markets: MarketProbabilities[]): void {
  for (const m of markets) {
    const total = m.outcomes.reduce((a, o) => a + o.probability, 0);
    expect(Math.abs(total - 1)).toBeLessThan(1e-9);
    for (const o of m.outcomes) {
      expect(o.probability).toBeGreaterThanOrEqual(-1e-12);
      expect(o.probability).toBeLessThanOrEqual(1 + 1e-12);
    }
  }
}

/** The probability of one outcome of one market (type and line), failing loudly when absent. */
export function prob(markets: MarketProbabilities[], type: number, special: string, id: string): number {
  const o = markets
    .find((x) => x.oddsType === type && x.special === special)
    ?.outcomes.find((x) => x.outcomeId === id);
  if (!o) throw new Error(`no ${type}/${special}/${id}`);
  return o.probability;
}
