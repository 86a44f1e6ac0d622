import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTurkishIdentityNumber } from './identity-number.ts';

// Check digits written out independently of the implementation, to build valid numbers.
function withCheckDigits(first9: readonly number[]): string {
  const [d1 = 0, d2 = 0, d3 = 0, d4 = 0, d5 = 0, d6 = 0, d7 = 0, d8 = 0, d9 = 0] = first9;
  const d10 = ((((d1 + d3 + d5 + d7 + d9) * 7 - (d2 + d4 + d6 + d8)) % 10) + 10) % 10;
  const d11 = (d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9 + d10) % 10;
  return [...first9, d10, d11].join('');
}

const first9 = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
  )
  .map(([head, tail]) => [head, ...tail]);

describe('isValidTurkishIdentityNumber', () => {
  it.each(['10000000146', '11111111110', '12345678950', '98765432150', '22222222220'])(
    'accepts %s',
    (value) => {
      expect(isValidTurkishIdentityNumber(value)).toBe(true);
    },
  );

  it.each([
    ['wrong tenth digit', '10000000156'],
    ['wrong eleventh digit', '10000000147'],
    ['leading zero', '01000000146'],
    ['too short', '1000000014'],
    ['too long', '100000001460'],
    ['letters', '1000000014a'],
    ['spaces', ' 10000000146'],
    ['empty', ''],
    ['all zeros', '00000000000'],
    ['non-ASCII digits', '١٠٠٠٠٠٠٠١٤٦'],
  ])('rejects %s', (_reason, value) => {
    expect(isValidTurkishIdentityNumber(value)).toBe(false);
  });

  it('accepts every number built with correct check digits', () => {
    fc.assert(fc.property(first9, (digits) => isValidTurkishIdentityNumber(withCheckDigits(digits))));
  });

  it('rejects a valid number with any single digit changed', () => {
    const changed = fc.record({
      digits: first9,
      index: fc.integer({ min: 0, max: 10 }),
      delta: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(changed, ({ digits, index, delta }) => {
        const chars = [...withCheckDigits(digits)];
        chars[index] = String((Number(chars[index]) + delta) % 10);
        return !isValidTurkishIdentityNumber(chars.join(''));
      }),
    );
  });
});
