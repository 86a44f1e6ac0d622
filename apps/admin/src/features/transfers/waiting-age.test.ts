import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { waitedFor, waitingAgeText } from './waiting-age.ts';

const now = new Date('2026-11-28T12:00:00Z');
// The catalogue's shape without i18next: the key and its values.
const t = ((key: string, values: Record<string, number>) => `${key} ${JSON.stringify(values)}`) as TFunction;

describe('the approval clock', () => {
  it('counts whole minutes, hours and days', () => {
    expect(waitedFor('2026-11-28T09:54:30Z', now)).toEqual({ days: 0, hours: 2, minutes: 5 });
    expect(waitedFor('2026-11-25T07:30:00Z', now)).toEqual({ days: 3, hours: 4, minutes: 30 });
  });

  it('reads a request from the future as just made', () => {
    expect(waitedFor('2026-11-28T12:03:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('names the largest units only', () => {
    expect(waitingAgeText(t, '2026-11-28T11:15:00Z', now)).toBe('transfers.age.minutes {"minutes":45}');
    expect(waitingAgeText(t, '2026-11-28T09:55:00Z', now)).toBe(
      'transfers.age.hours {"hours":2,"minutes":5}',
    );
    expect(waitingAgeText(t, '2026-11-25T07:30:00Z', now)).toBe('transfers.age.days {"days":3,"hours":4}');
  });
});
