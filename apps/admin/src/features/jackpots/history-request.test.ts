import { describe, expect, it } from 'vitest';
import { historyRequestOf } from './history-request.ts';

describe('the drops request', () => {
  it('counts the call’s pages from 0', () => {
    expect(historyRequestOf(1, { jackpot: '' })).toEqual({ page: 0 });
    expect(historyRequestOf(3, { jackpot: '' })).toEqual({ page: 2 });
  });

  it('filters by a jackpot it knows, and ignores any other name in the address', () => {
    expect(historyRequestOf(1, { jackpot: 'casinoMega' })).toEqual({ page: 0, jackpot: 'casinoMega' });
    expect(historyRequestOf(1, { jackpot: 'noSuchPot' })).toEqual({ page: 0 });
  });
});
