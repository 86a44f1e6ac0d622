import { describe, expect, it } from 'vitest';
import { callRange } from './call-dates.ts';

describe('callRange', () => {
  it('reads one day as that whole day', () => {
    const range = callRange({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(range.from?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-11-25T21:00:00.000Z');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => callRange({ startDate: '26.11.2026', endDate: '25.11.2026' })).toThrow(
      expect.objectContaining({ key: 'dateRangeInvalid' }),
    );
  });
});
