import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseShortCode, shortCode } from './short-code.ts';

describe('short codes', () => {
  it('an uppercase code: the match id in base 36 and four characters of the outcome', () => {
    const code = shortCode(123_456, 18, '2.5', 'over');
    expect(code).toMatch(/^2N9C[0-9A-Z]{4}$/);
    expect(shortCode(123_456, 18, '2.5', 'over')).toBe(code);
    expect(shortCode(123_456, 18, '2.5', 'under')).not.toBe(code);
    expect(shortCode(123_456, 18, '3.5', 'over')).not.toBe(code);
  });

  it('reads back any case, spaces around ignored', () => {
    const code = shortCode(42, 1, '', 'X');
    expect(parseShortCode(` ${code.toLowerCase()} `)).toEqual({ matchId: 42, suffix: code.slice(-4) });
  });

  it('refuses what is not a code', () => {
    for (const text of ['', 'ABC', 'AB-CDE', '0ABCDE', 'ZZZZZZZZZZZZZZZZZ1234'])
      expect(parseShortCode(text)).toBeNull();
  });

  it('every code parses back to its match', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 999 }),
        fc.string(),
        fc.string(),
        (id, type, special, outcome) => {
          const code = shortCode(id, type, special, outcome);
          expect(code).toBe(code.toUpperCase());
          expect(parseShortCode(code)?.matchId).toBe(id);
        },
      ),
    );
  });

  it("the outcomes of a football match's markets rarely share a code", () => {
    const codes = new Set<string>();
    const outcomes: [number, string, string][] = [];
    for (const line of ['0.5', '1.5', '2.5', '3.5', '4.5', '5.5', '6.5'])
      outcomes.push([18, line, 'over'], [18, line, 'under']);
    for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) outcomes.push([45, '', `${h}:${a}`]);
    for (const o of ['1', 'X', '2'])
      outcomes.push([1, '', o], [65, '', o], [87, '', o], [14, '0:1', o], [14, '1:0', o]);
    for (const [type, special, outcome] of outcomes) codes.add(shortCode(7, type, special, outcome));
    expect(codes.size).toBe(outcomes.length);
  });
});
