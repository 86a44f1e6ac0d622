import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddGroup, Outcome } from '../api/sportsbook.ts';
import {
  capOdds,
  formatOdds,
  fromThousandths,
  isLocked,
  isSelectable,
  isUsableOdd,
  type MatchFlags,
  oddBoxState,
  toThousandths,
} from './odds-format.ts';
import { toOddsGrid } from './odds-grid.ts';

describe('formatOdds', () => {
  it.each([
    [12, 2, '12'],
    [150, 2, '150'],
    [320, 2, '320'],
    [9, 2, '9.00'],
    [12.5, 2, '12.50'],
    [1.85, 2, '1.85'],
    [1.855, 2, '1.86'],
    [1.005, 2, '1.005'],
    [1.001, 2, '1.001'],
    [1.009, 2, '1.009'],
    [1.01, 2, '1.01'],
    [1.0005, 2, '1.00'],
    [2.345, 3, '2.345'],
    [1.85, 3, '1.850'],
    // Never fewer decimals than the grid's two: the shown price is the paid one.
    [2.35, 1, '2.35'],
    [1.85, 0, '1.85'],
    [1.85, undefined, '1.85'],
  ])('%s with %s decimals -> %s', (odd, decimals, text) => {
    expect(formatOdds(odd, decimals)).toBe(text);
  });

  it('prints a dash for a missing price', () => {
    expect(formatOdds(0)).toBe('-');
    expect(formatOdds(-1.5)).toBe('-');
    expect(formatOdds(Number.NaN)).toBe('-');
  });

  it('stays within half a unit of the last shown digit for any thousandths odd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 320000 }), fc.integer({ min: 0, max: 4 }), (t, d) => {
        const odd = fromThousandths(t);
        const shown = Number(formatOdds(odd, d));
        expect(Math.abs(shown - odd)).toBeLessThanOrEqual(0.5 * 10 ** -Math.max(d, 2) + 1e-9);
      }),
    );
  });

  it('shows a grid price exactly, whatever the decimals setting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 320000 }), fc.integer({ min: 0, max: 4 }), (t, d) => {
        const onGrid = toOddsGrid(t);
        expect(toThousandths(Number(formatOdds(fromThousandths(onGrid), d)))).toBe(onGrid);
      }),
    );
  });
});

describe('capOdds', () => {
  it('caps at 320 without a user limit, or a limit of 0', () => {
    expect(capOdds(500)).toBe(320);
    expect(capOdds(500, 0)).toBe(320);
    expect(capOdds(1.85)).toBe(1.85);
  });

  it("caps at the user's maxOddsCoupon limit (thousandths) when set, even above 320", () => {
    expect(capOdds(150, 100_000)).toBe(100);
    expect(capOdds(90, 100_000)).toBe(90);
    expect(capOdds(500, 1_000_000)).toBe(500);
  });

  it('never exceeds the cap in force', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.nat(2_000_000), (odd, limit) => {
        const capped = capOdds(odd, limit);
        expect(capped).toBeLessThanOrEqual(limit > 0 ? limit / 1000 : 320);
        expect(capped).toBeLessThanOrEqual(odd);
      }),
    );
  });
});

describe('thousandths', () => {
  it('converts both ways without float drift', () => {
    expect(toThousandths(1.85)).toBe(1850);
    expect(toThousandths(1.005)).toBe(1005);
    expect(toThousandths(2.3)).toBe(2300);
    expect(fromThousandths(1850)).toBe(1.85);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (t) => t === toThousandths(fromThousandths(t))),
    );
  });

  it('counts an odd only above 1.000001', () => {
    expect(isUsableOdd(1)).toBe(false);
    expect(isUsableOdd(1.000001)).toBe(false);
    expect(isUsableOdd(1.001)).toBe(true);
  });
});

const outcome = (over: Partial<Outcome> = {}): Pick<Outcome, 'odd' | 'iss' | 'isv' | 'active'> => ({
  odd: 1.85,
  iss: 0,
  isv: 1,
  active: 1,
  ...over,
});
const group = (over: Partial<OddGroup> = {}): Pick<OddGroup, 'iss' | 'isv' | 'active' | 'betstts'> => ({
  iss: 0,
  isv: 1,
  active: 1,
  betstts: 'started',
  ...over,
});
const liveMatch = (over: Partial<MatchFlags> = {}): MatchFlags => ({
  iss: 0,
  isv: 1,
  active: 1,
  betstatus: 'started',
  ...over,
});

describe('selecting and locking', () => {
  it('an open odd on an open market and match is selectable and not locked', () => {
    expect(isSelectable(outcome(), group(), liveMatch())).toBe(true);
    expect(isLocked(outcome(), group(), liveMatch())).toBe(false);
    expect(oddBoxState(outcome(), group(), liveMatch())).toEqual({ disabled: false, lockIcon: false });
  });

  it('a prematch match carries no bet status and is not locked for it', () => {
    const { betstatus: _, ...prematch } = liveMatch();
    expect(isSelectable(outcome(), group(), prematch)).toBe(true);
  });

  it.each([
    ['odd suspended', outcome({ iss: 1 }), group(), liveMatch()],
    ['market suspended', outcome(), group({ iss: 1 }), liveMatch()],
    ['match suspended', outcome(), group(), liveMatch({ iss: 1 })],
    ['odd below 1.01', outcome({ odd: 1.009 }), group(), liveMatch()],
    ['odd of 1', outcome({ odd: 1 }), group(), liveMatch()],
    ['zero (cancelled) odd', outcome({ odd: 0 }), group(), liveMatch()],
  ])('%s: disabled but keeps its price', (_, o, g, m) => {
    expect(isSelectable(o, g, m)).toBe(false);
    expect(isLocked(o, g, m)).toBe(true);
    expect(oddBoxState(o, g, m)).toEqual({ disabled: true, lockIcon: false });
  });

  it.each([
    ['odd hidden', outcome({ isv: 0 }), group(), liveMatch()],
    ['market hidden', outcome(), group({ isv: 0 }), liveMatch()],
    ['match hidden', outcome(), group(), liveMatch({ isv: 0 })],
    ['odd inactive', outcome({ active: 0 }), group(), liveMatch()],
    ['market inactive', outcome(), group({ active: 0 }), liveMatch()],
    ['market removed', outcome(), group({ active: -1 }), liveMatch()],
    ['match inactive', outcome(), group(), liveMatch({ active: 0 })],
    ['match bets stopped', outcome(), group(), liveMatch({ betstatus: 'stopped' })],
    ['market bets stopped', outcome(), group({ betstts: 'stopped' }), liveMatch()],
  ])('%s: locked with the lock icon', (_, o, g, m) => {
    expect(isSelectable(o, g, m)).toBe(false);
    expect(isLocked(o, g, m)).toBe(true);
    expect(oddBoxState(o, g, m)).toEqual({ disabled: true, lockIcon: true });
  });
});
