import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountError, formatMoney, MAX_AMOUNT_MINOR, toMajor, toMinor } from './money.ts';

describe('toMinor', () => {
  it.each([
    [0, 0],
    [1, 100],
    [10, 1000],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [1234.5, 123450],
    [1234.56, 123456],
    [4.35, 435],
    ['0', 0],
    ['0.5', 50],
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['10.500', 1050],
    ['0010.25', 1025],
    ['1000000000000', MAX_AMOUNT_MINOR],
  ] as const)('reads %j as %d minor units', (input, expected) => {
    expect(toMinor(input)).toBe(expected);
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    -0.01,
    0.001,
    1.005,
    1e-7,
    1e21,
    1_000_000_000_000.01,
    '',
    ' ',
    ' 10',
    '10 ',
    '-5',
    '+5',
    '1e3',
    '1,5',
    '1.234,50',
    '10.',
    '.5',
    '1.001',
    '0x10',
    'NaN',
    'Infinity',
    '1000000000000.01',
    '9999999999999999',
  ])('refuses %j', (input) => {
    expect(() => toMinor(input)).toThrow(AmountError);
  });

  it('names the catalogue key the server answers with', () => {
    expect(() => toMinor('abc')).toThrow(expect.objectContaining({ key: 'amountInvalid' }));
  });

  it('refuses values that are not numbers or strings', () => {
    expect(() => toMinor(null as unknown as number)).toThrow(AmountError);
    expect(() => toMinor({} as unknown as number)).toThrow(AmountError);
  });
});

describe('toMajor', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [50, 0.5],
    [123450, 1234.5],
    [-2500, -25],
  ])('presents %d minor units as %d', (minor, major) => {
    expect(toMajor(minor)).toBe(major);
  });

  it('refuses a value that is not a whole number of minor units', () => {
    expect(() => toMajor(1.5)).toThrow(AmountError);
    expect(() => toMajor(Number.MAX_SAFE_INTEGER + 1)).toThrow(AmountError);
  });
});

describe('money round trips', () => {
  const minorAmounts = fc.integer({ min: 0, max: MAX_AMOUNT_MINOR });

  it('toMinor(toMajor(x)) === x for every amount in range', () => {
    fc.assert(fc.property(minorAmounts, (x) => toMinor(toMajor(x)) === x));
  });

  it('reads the major amount as JSON carries it', () => {
    fc.assert(fc.property(minorAmounts, (x) => toMinor(JSON.parse(JSON.stringify(toMajor(x)))) === x));
  });

  it('reads decimal strings with two decimals exactly', () => {
    fc.assert(
      fc.property(minorAmounts, (x) => {
        const text = `${Math.floor(x / 100)}.${String(x % 100).padStart(2, '0')}`;
        return toMinor(text) === x;
      }),
    );
  });

  it('refuses anything with a third significant decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 9 }), (x, digit) => {
        const text = `${Math.floor(x / 100)}.${String(x % 100).padStart(2, '0')}${digit}`;
        expect(() => toMinor(text)).toThrow(AmountError);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123456789, 'TRY', 'tr', '1.234.567,89 TL'],
    [123456789, 'TRY', 'en', '1,234,567.89 TL'],
    [50, 'EUR', 'en', '0.50 EUR'],
    [100000, 'USD', 'en', '1,000.00 USD'],
    [-2550, 'TRY', 'tr', '-25,50 TL'],
    [1999, 'PLN', 'en', '19.99 zł'],
    [1999, 'PEN', 'en', '19.99 S/.'],
    [1999, 'YIS', 'en', '19.99 ₪'],
    [1999, 'CHF', 'en', '19.99 CHF'],
    [1999, 'XYZ', 'en', '19.99 XYZ'],
    [1999, 'TRY', 'not a locale!', '19.99 TL'],
  ] as const)('shows %d %s in %s as %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('always shows exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (x) =>
        /^[\d,]+\.\d{2} TL$/.test(formatMoney(x, 'TRY', 'en')),
      ),
    );
  });
});
