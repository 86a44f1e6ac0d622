import { describe, expect, it } from 'vitest';
import {
  currentTimeZone,
  decimalSeparator,
  formatClock,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
} from './format.ts';

// Intl may print a narrow no-break space as a group separator (fr, ru); compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows 2 decimals, the language grouping and the spec currency symbol', () => {
    expect(formatMoney(1234.5, 'TRY', 'tr')).toBe('1.234,50 TL');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('1,234.50 EUR');
    expect(formatMoney(1234567.891, 'USD', 'de')).toBe('1.234.567,89 USD');
    expect(formatMoney(0, 'YIS', 'en')).toBe('0.00 ₪');
    expect(formatMoney(12.3, 'PEN', 'es')).toBe('12,30 S/.');
    expect(plain(formatMoney(1500, 'PLN', 'pl'))).toBe('1 500,00 zł');
  });

  it('keeps Latin digits in right-to-left languages', () => {
    expect(formatMoney(1234.5, 'IQD', 'aa')).toMatch(/^1[^\d]?234[^\d]50 IQD$/);
  });

  it('shows an unknown currency code as itself and a bad amount as zero', () => {
    expect(formatMoney(5, 'XYZ', 'en')).toBe('5.00 XYZ');
    expect(formatMoney(Number.NaN, 'TRY', 'tr')).toBe('0,00 TL');
  });

  it('rounds to 2 decimals and signs negatives', () => {
    expect(formatMoney(10.499, 'TRY', 'en')).toBe('10.50 TL');
    expect(formatMoney(-1000, 'TRY', 'en')).toBe('-1,000.00 TL');
  });
});

describe('formatNumber', () => {
  it('takes a decimals argument', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.50');
    expect(formatNumber(1.857, 'tr', 2)).toBe('1,86');
    expect(formatNumber(12000, 'en', 0)).toBe('12,000');
  });
});

describe('decimalSeparator', () => {
  it("is the language's separator of amounts", () => {
    expect(decimalSeparator('tr')).toBe(',');
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });
});

describe('dates', () => {
  const instant = '2024-03-05T21:07:09Z';

  it('formats dd.MM HH:mm in the given time zone', () => {
    expect(formatDateTime(instant, 'tr', 'Europe/Istanbul')).toBe('06.03 00:07');
    expect(formatDateTime(instant, 'en', 'UTC')).toBe('05.03 21:07');
    expect(formatDateTime(instant, 'en', 'America/New_York')).toBe('05.03 16:07');
  });

  it('formats dd.MM.yyyy, and date-only values without shifting the day', () => {
    expect(formatDate(instant, 'tr', 'Europe/Istanbul')).toBe('06.03.2024');
    expect(formatDate('1990-05-12', 'tr', 'America/Los_Angeles')).toBe('12.05.1990');
  });

  it('gives an empty string for missing or bad dates', () => {
    expect(formatDateTime(null, 'tr')).toBe('');
    expect(formatDateTime('not a date', 'tr')).toBe('');
    expect(formatDate(undefined, 'tr')).toBe('');
  });

  it('formats the clock with seconds, 24-hour', () => {
    expect(formatClock(new Date('2024-03-05T00:00:05Z'), 'UTC')).toBe('00:00:05');
  });
});

describe('currentTimeZone', () => {
  it('takes a valid timezone cookie and ignores a bad one', () => {
    expect(currentTimeZone('lang=tr; timezone=Asia%2FTokyo')).toBe('Asia/Tokyo');
    expect(currentTimeZone('timezone=Not%2FAZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(currentTimeZone('')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
