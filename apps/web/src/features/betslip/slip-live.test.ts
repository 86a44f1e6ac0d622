import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { describe, expect, it, vi } from 'vitest';
import { isSelectionLocked, type SlipSelection } from '../../shared/slip/slip-selection.ts';
import { applySlipDelta, dropMatch, slipMatchIds, syncSubscriptions } from './slip-live.ts';

const pick = (m: number, oddstype: number, special: string, outcomeid: string): SlipSelection => ({
  m,
  i: `${oddstype}_${outcomeid}_${special}`,
  ttype: 'L',
  oddstype,
  special,
  outcomeid,
  odd: 1.85,
  home: 'Galatasaray',
  away: 'Fenerbahçe',
  sportId: 1,
  typename: 'Maç Sonucu',
  outcome: outcomeid,
  addedAt: 0,
});

const delta = (id: number, patch: Partial<MatchDelta> = {}): MatchDelta => ({
  t: 'match',
  id,
  v: 9,
  ...patch,
});

describe('applySlipDelta', () => {
  const result = pick(7, 1, '', '1');
  const total = pick(7, 18, '2.5', 'over');
  const other = pick(8, 1, '', '1');

  it('moves the picked odd of its own outcome only', () => {
    const list = [result, total, other];
    const next = applySlipDelta(
      list,
      delta(7, {
        odds: [
          [1, '', '1', 2050, 1, 0],
          [1, '', '2', 3100, -1, 0],
          [18, '3.5', 'over', 2900, 1, 0],
        ],
      }),
    );
    expect(next.map((s) => s.odd)).toEqual([2.05, 1.85, 1.85]);
    expect(next[1]).toBe(total);
    expect(next[2]).toBe(other);
    expect(isSelectionLocked(next[0] as SlipSelection)).toBe(false);
  });

  it('caps the odd as the odd boxes do', () => {
    const [next] = applySlipDelta([result], delta(7, { odds: [[1, '', '1', 500_000, 1, 0]] }));
    expect(next?.odd).toBe(320);
  });

  it("caps the odd at the player's maxOddsCoupon limit when one is set", () => {
    const rise = delta(7, { odds: [[1, '', '1', 500_000, 1, 0]] });
    expect(applySlipDelta([result], rise, 1_000_000)[0]?.odd).toBe(500);
    expect(applySlipDelta([result], rise, 50_000)[0]?.odd).toBe(50);
  });

  it('locks the picks of a stopped match and unlocks them when betting starts again', () => {
    const stopped = applySlipDelta([result, total], delta(7, { suspended: 1 }));
    expect(stopped.map(isSelectionLocked)).toEqual([true, true]);
    const started = applySlipDelta(stopped, delta(7, { v: 10, suspended: 0 }));
    expect(started.map(isSelectionLocked)).toEqual([false, false]);
  });

  it('keeps each level of lock apart: a market stop outlives the match restarting', () => {
    let list = applySlipDelta([result, total], delta(7, { suspended: 1, markets: [[18, '2.5', 1, 1]] }));
    list = applySlipDelta(list, delta(7, { suspended: 0 }));
    expect(list.map(isSelectionLocked)).toEqual([false, true]);
    list = applySlipDelta(list, delta(7, { markets: [[18, '2.5', 0, 1]] }));
    expect(list.map(isSelectionLocked)).toEqual([false, false]);
  });

  it('locks a pick of a closed market, of an inactive match, of a suspended or too low odd', () => {
    expect(
      isSelectionLocked(
        applySlipDelta([total], delta(7, { markets: [[18, '2.5', 0, 0]] }))[0] as SlipSelection,
      ),
    ).toBe(true);
    expect(isSelectionLocked(applySlipDelta([total], delta(7, { active: 0 }))[0] as SlipSelection)).toBe(
      true,
    );
    expect(
      isSelectionLocked(
        applySlipDelta([result], delta(7, { odds: [[1, '', '1', 1900, 1, 1]] }))[0] as SlipSelection,
      ),
    ).toBe(true);
    const low = applySlipDelta([result], delta(7, { odds: [[1, '', '1', 1005, -1, 0]] }))[0] as SlipSelection;
    expect([low.odd, isSelectionLocked(low)]).toEqual([1.005, true]);
  });

  it('returns the same list when the delta changes no pick, so nothing is stored', () => {
    const list = [result, other];
    expect(applySlipDelta(list, delta(9, { suspended: 1 }))).toBe(list);
    expect(applySlipDelta(list, delta(7, { suspended: 0, odds: [[1, '', '2', 2000, 1, 0]] }))).toBe(list);
  });
});

describe('dropMatch', () => {
  it('removes every pick of the finished match', () => {
    const list = [pick(7, 1, '', '1'), pick(8, 1, '', '2'), pick(7, 18, '2.5', 'over')];
    expect(dropMatch(list, 7).map((s) => s.m)).toEqual([8]);
    expect(dropMatch(list, 99)).toBe(list);
  });
});

describe('slipMatchIds', () => {
  it('lists each match once, in slip order', () => {
    expect(slipMatchIds([pick(8, 1, '', '1'), pick(7, 1, '', '1'), pick(8, 18, '2.5', 'over')])).toEqual([
      8, 7,
    ]);
  });
});

describe('syncSubscriptions', () => {
  it('subscribes new matches before dropping the ones gone, and each only once', () => {
    const calls: string[] = [];
    const subscribe = vi.fn((id: number) => {
      calls.push(`sub ${id}`);
      return () => calls.push(`unsub ${id}`);
    });
    const held = new Map<number, () => void>();
    syncSubscriptions(held, [1, 2], subscribe);
    syncSubscriptions(held, [2, 3], subscribe);
    expect(calls).toEqual(['sub 1', 'sub 2', 'sub 3', 'unsub 1']);
    syncSubscriptions(held, [], subscribe);
    expect(calls.slice(4).sort()).toEqual(['unsub 2', 'unsub 3']);
    expect(held.size).toBe(0);
    expect(subscribe).toHaveBeenCalledTimes(3);
  });
});
