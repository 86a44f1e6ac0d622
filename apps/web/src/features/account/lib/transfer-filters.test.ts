import { describe, expect, it } from 'vitest';
import { readStatus, readTransferFilters, trfsPayload, writeTransferFilters } from './transfer-filters.ts';

const defaults = { from: '2026-02-26', to: '2026-03-05' };

describe('transfer request filters', () => {
  it('reads statuses 0, 1, 2 and treats anything else as all', () => {
    expect(readStatus('0')).toBe(0);
    expect(readStatus('2')).toBe(2);
    expect(readStatus('')).toBe('');
    expect(readStatus(null)).toBe('');
    expect(readStatus('7')).toBe('');
  });

  it('keeps the filters in the URL and back', () => {
    const filters = { from: '2026-01-01', to: '2026-01-10', status: 0 as const, page: 2 };
    const query = writeTransferFilters(filters);
    expect(query.toString()).toBe('from=2026-01-01&to=2026-01-10&status=0&page=2');
    expect(readTransferFilters(query, defaults)).toEqual(filters);
    expect(readTransferFilters(new URLSearchParams(), defaults)).toEqual({
      ...defaults,
      status: '',
      page: 1,
    });
  });

  it('builds the trfs payload with the zone its days are read in', () => {
    const filters = { from: '2026-01-01', to: '2026-01-10', status: '', page: 1 } as const;
    expect(trfsPayload(filters, 'America/New_York')).toEqual({
      startDate: '2026/01/01',
      endDate: '2026/01/10',
      status: '',
      order: 0,
      limit: 50,
      timezone: 'America/New_York',
    });
  });
});
