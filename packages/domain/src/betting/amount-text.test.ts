import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, readAmountText, type Separator } from './amount-text.ts';

describe('readAmountText', () => {
  it.each([
    // Turkish: the comma is the decimal point, the dot groups thousands.
    ['', ',', null],
    [',', ',', null],
    ['.', ',', null],
    ['25', ',', 25_00],
    ['7,5', ',', 7_50],
    ['7,50', ',', 7_50],
    ['3,', ',', 3_00],
    ['0,29', ',', 29],
    ['1.000', ',', 1_000_00],
    ['12.500', ',', 12_500_00],
    ['1.000,5', ',', 1_000_50],
    ['12.500,75', ',', 12_500_75],
    // A dot with at most two digits after it and no comma is a decimal point typed the English way.
    ['7.50', ',', 7_50],
    ['1.', ',', 1_00],
    ['1.0', ',', 1_00],
    ['1.00', ',', 1_00],
    ['1234.5', ',', 1_234_50],
    // English: the dot is the decimal point, the comma groups thousands.
    ['7.5', '.', 7_50],
    ['1,000', '.', 1_000_00],
    ['1,000.5', '.', 1_000_50],
    ['7,50', '.', 7_50],
  ] as const)('%j in the %s language is %j', (text, decimal, amount) => {
    expect(readAmountText(text, decimal)).toBe(amount);
  });

  it.each([
    ['1,000', ','],
    ['1.000', '.'],
    ['7,505', ','],
    ['1.0000', ','],
    ['1234.567', ','],
    ['1.000.5', ','],
    ['1.00,5', ','],
    ['1,000.5', ','],
    ['.500', ','],
    ['0.500', ','],
    ['1,2,3', ','],
    ['12a', ','],
    ['-5', ','],
    ['1e3', ','],
    ['12 5', ','],
    [' 5', ','],
  ] as const)('refuses %j in the %s language', (text, decimal) => {
    expect(readAmountText(text, decimal)).toBeUndefined();
  });
});

describe('amountText', () => {
  it.each([
    [15_00, ',', '15'],
    [12_50, ',', '12,50'],
    [1_000_00, ',', '1.000'],
    [12_500_05, ',', '12.500,05'],
    [1_000_00, '.', '1,000'],
    [7, '.', '0.07'],
  ] as const)('%d in the %s language is %j', (amount, decimal, text) => {
    expect(amountText(amount, decimal)).toBe(text);
  });

  it('is read back as the same amount in either language', () => {
    const decimal = fc.constantFrom<Separator>('.', ',');
    fc.assert(
      fc.property(fc.nat(99_999_99), decimal, (amount, d) => {
        expect(readAmountText(amountText(amount, d), d)).toBe(amount);
      }),
    );
  });
});
