import type { ChangedOdd } from '@bet/domain/api/placement';
import { describe, expect, it } from 'vitest';
import { isSelectionLocked } from '../../../shared/slip/slip-selection.ts';
import { slipPick } from '../../../shared/slip/test-picks.ts';
import { applyChangedOdds } from './changed-odds.ts';

const change = (matchId: number, over: Partial<ChangedOdd> = {}): ChangedOdd => ({
  matchId,
  oddsType: 1,
  special: '',
  outcomeId: '1',
  odd: 2.05,
  available: 1,
  ...over,
});

describe('applyChangedOdds', () => {
  const list = [slipPick(1), slipPick(2, '18_over_2.5'), slipPick(3)];

  it("takes the server's new price for the picks it names", () => {
    const next = applyChangedOdds(list, [
      change(1),
      change(2, { oddsType: 18, outcomeId: 'over', special: '2.5', odd: 1.7 }),
    ]);
    expect(next.map((s) => s.odd)).toEqual([2.05, 1.7, 1.85]);
    expect(next[2]).toBe(list[2]);
    expect(next.some(isSelectionLocked)).toBe(false);
  });

  it('locks a pick that can no longer be taken, keeping the odd the player saw', () => {
    const [gone] = applyChangedOdds(list, [change(1, { odd: 0, available: 0 })]);
    expect([gone?.odd, gone && isSelectionLocked(gone)]).toEqual([1.85, true]);
  });

  it('unlocks an odd the server offers again', () => {
    const locked = applyChangedOdds(list, [change(1, { available: 0 })]);
    const back = applyChangedOdds(locked, [change(1, { odd: 1.9 })]);
    expect(back[0] && isSelectionLocked(back[0])).toBe(false);
  });

  it("caps the new price at the player's maxOddsCoupon limit, else at 320", () => {
    const high = [change(1, { odd: 600 })];
    expect(applyChangedOdds(list, high)[0]?.odd).toBe(320);
    expect(applyChangedOdds(list, high, 1_000_000)[0]?.odd).toBe(600);
    expect(applyChangedOdds(list, high, 50_000)[0]?.odd).toBe(50);
  });

  it('returns the same list when no pick is named', () => {
    expect(applyChangedOdds(list, [change(9)])).toBe(list);
    expect(applyChangedOdds(list, [])).toBe(list);
  });
});
