import { describe, expect, it } from 'vitest';
import { minorText, thousandthsText, typedMinor, typedThousandths, typedWhole } from './typed-numbers.ts';

describe('typed numbers', () => {
  it('reads amounts in major units, a comma for the point', () => {
    expect(typedMinor('12')).toBe(1200);
    expect(typedMinor(' 12,5 ')).toBe(1250);
    expect(typedMinor('0')).toBe(0);
    expect(typedMinor('1.234')).toBeNull();
    expect(typedMinor('-3')).toBeNull();
    expect(typedMinor('ten')).toBeNull();
  });

  it('reads odds as thousandths, exactly', () => {
    expect(typedThousandths('1.85')).toBe(1850);
    expect(typedThousandths('2,005')).toBe(2005);
    expect(typedThousandths('0')).toBe(0);
    expect(typedThousandths('1.8555')).toBeNull();
    expect(typedThousandths('')).toBeNull();
  });

  it('reads whole numbers only', () => {
    expect(typedWhole('7')).toBe(7);
    expect(typedWhole('7.5')).toBeNull();
    expect(typedWhole('')).toBeNull();
  });

  it('writes back what it reads', () => {
    expect(typedThousandths(thousandthsText(1850))).toBe(1850);
    expect(typedMinor(minorText(12350))).toBe(12350);
  });
});
