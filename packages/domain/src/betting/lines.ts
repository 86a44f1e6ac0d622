// Lines markets (over/under, handicaps) settled in quarter units so every comparison is an
// integer one: a whole line can push (void); a quarter line (x.25, x.75) is two half stakes on
// the neighbouring lines, so it can end half won or half lost.
import type { PickResult } from './types.ts';

type LineEnd = 'won' | 'void' | 'lost';

/** A line ('2.5', '-1.5', '+0.25', '3') in quarters (10, -6, 1, 12); null when it is not one. */
export function lineQuarters(special: string): number | null {
  if (!/^[+-]?\d+(\.\d+)?$/.test(special)) return null;
  const quarters = Number(special) * 4;
  return Number.isInteger(quarters) ? quarters : null;
}

const endOf = (value: number): LineEnd => (value > 0 ? 'won' : value < 0 ? 'lost' : 'void');

/**
 * The result of a stake on a line, given how far the pick is ahead at a line (in quarters):
 * positive won, zero pushed, negative lost. A quarter line (odd quarters) splits into the two
 * lines a quarter either side, which can never end one won and one lost.
 */
export function settleLine(quarters: number, ahead: (line: number) => number): PickResult {
  if (quarters % 2 === 0) return endOf(ahead(quarters));
  const low = endOf(ahead(quarters - 1));
  const high = endOf(ahead(quarters + 1));
  if (low === high) return low;
  const decided = low === 'void' ? high : low;
  return decided === 'won' ? 'half_won' : 'half_lost';
}

/** Over/under on a count: over is ahead by count - line, under by line - count. */
export const overUnderAhead =
  (count: number, side: 'over' | 'under') =>
  (line: number): number =>
    side === 'over' ? count * 4 - line : line - count * 4;

/** Handicap added to the home side's margin: '1' is ahead by margin + line, '2' by the opposite. */
export const handicapAhead =
  (margin: number, side: '1' | '2') =>
  (line: number): number =>
    side === '1' ? margin * 4 + line : -(margin * 4 + line);
