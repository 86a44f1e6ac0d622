import { describe, expect, it } from 'vitest';
import {
  readTransactionFilters,
  type TransactionFilters,
  transactionTypeText,
  utrsPayload,
  writeTransactionFilters,
} from './transaction-filters.ts';

const defaults = { from: '2026-02-26', to: '2026-03-05' };

describe('transaction filters in the URL', () => {
  it('takes the defaults from an empty query', () => {
    expect(readTransactionFilters(new URLSearchParams(), defaults)).toEqual({
      ...defaults,
      direction: 'all',
      service: 0,
      page: 1,
    });
  });

  it('reads what the URL holds and ignores what it cannot use', () => {
    const query = new URLSearchParams('from=2026-01-01&to=2026-01-31&type=expense&service=4&page=3');
    expect(readTransactionFilters(query, defaults)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      direction: 'expense',
      service: 4,
      page: 3,
    });
    const bad = new URLSearchParams('from=x&type=gift&service=2&page=-1');
    expect(readTransactionFilters(bad, defaults)).toEqual({
      ...defaults,
      direction: 'all',
      service: 0,
      page: 1,
    });
  });

  it('survives a round trip and leaves defaults out', () => {
    const filters: TransactionFilters = {
      from: '2026-01-01',
      to: '2026-01-31',
      direction: 'income',
      service: 5,
      page: 2,
    };
    const query = writeTransactionFilters(filters);
    expect(query.toString()).toBe('from=2026-01-01&to=2026-01-31&type=income&service=5&page=2');
    expect(readTransactionFilters(query, defaults)).toEqual(filters);
    expect(writeTransactionFilters({ ...filters, direction: 'all', service: 0, page: 1 }).toString()).toBe(
      'from=2026-01-01&to=2026-01-31',
    );
  });
});

describe('the utrs payload', () => {
  it('sends slashed days in the player’s zone, a for income, e for expense, and the page offset', () => {
    const filters: TransactionFilters = {
      from: '2026-01-01',
      to: '2026-01-31',
      direction: 'income',
      service: 1,
      page: 3,
    };
    expect(utrsPayload(filters, 'Europe/Istanbul')).toEqual({
      startDate: '2026/01/01',
      endDate: '2026/01/31',
      transactionType: 'a',
      serviceType: 1,
      order: 100,
      limit: 50,
      timezone: 'Europe/Istanbul',
    });
    expect(utrsPayload({ ...filters, direction: 'expense' }, 'UTC').transactionType).toBe('e');
    expect(utrsPayload({ ...filters, direction: 'all' }, 'UTC').transactionType).toBe('');
  });
});

describe('the transaction type text', () => {
  it('shows only the text before an arrow', () => {
    expect(transactionTypeText('Kredi transferi -> demo')).toBe('Kredi transferi');
    expect(transactionTypeText('Slot bahis → Sweet Bonanza')).toBe('Slot bahis');
    expect(transactionTypeText('Bonus')).toBe('Bonus');
  });
});
