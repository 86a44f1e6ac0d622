import { summarizeSlip } from '@bet/domain/betting/slip-summary';
import { defaultLimits } from '@bet/domain/user-defaults';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slipPick, slipPicks } from '../../../shared/slip/test-picks.ts';
import {
  bankerCount,
  canToggleBanker,
  settleSystem,
  systemChoices,
  toggleBanker,
  toggleSystemSize,
} from './slip-system.ts';
import { toPick } from './slip-units.ts';

const bankers = (list: { banker?: boolean }[]) => list.map((s) => s.banker === true);

describe('system choices', () => {
  it('offers sizes 1 to n labelled from A, with their combination counts', () => {
    const options = systemChoices({ selections: slipPicks(4), systemSizes: [3], maxFree: 10 });
    expect(options.map((o) => [o.label, o.size, o.count, o.selected])).toEqual([
      ['A', 1, 4, false],
      ['B', 2, 6, false],
      ['C', 3, 4, true],
      ['D', 4, 1, false],
    ]);
  });

  it('offers nothing for two picks of one match', () => {
    expect(
      systemChoices({
        selections: [slipPick(1, '1_1_'), slipPick(1, '1_2_'), slipPick(2)],
        systemSizes: [],
        maxFree: 10,
      }),
    ).toEqual([]);
  });

  it('counts the options of more than 10 picks as if the missing bankers were picked', () => {
    const options = systemChoices({ selections: slipPicks(12), systemSizes: [], maxFree: 10 });
    // Two bankers: every combination holds them and 1 to 10 of the other ten picks.
    expect(options[0]).toMatchObject({ label: 'A', size: 3, count: 10 });
    expect(options[1]).toMatchObject({ label: 'B', size: 4, count: 45 });
    expect(options.at(-1)).toMatchObject({ label: 'J', size: 12, count: 1 });
  });

  it('lets several sizes be chosen, and dropping the last one clears the bankers', () => {
    let state = toggleSystemSize({ selections: slipPicks(5), systemSizes: [], maxFree: 10 }, 3);
    state = toggleSystemSize(state, 2);
    expect(state.systemSizes).toEqual([2, 3]);
    state = toggleBanker(state, 1, '1_1_');
    expect(bankerCount(state.selections)).toBe(1);
    state = toggleSystemSize(state, 2);
    expect([state.systemSizes, bankerCount(state.selections)]).toEqual([[3], 1]);
    state = toggleSystemSize(state, 3);
    expect([state.systemSizes, bankerCount(state.selections)]).toEqual([[], 0]);
  });

  it('picks the missing bankers from the last picks when a system of more than 10 is chosen', () => {
    const state = toggleSystemSize({ selections: slipPicks(12), systemSizes: [], maxFree: 10 }, 4);
    expect(bankers(state.selections)).toEqual([...Array(10).fill(false), true, true]);
    expect(state.systemSizes).toEqual([4]);
  });
});

describe('bankers', () => {
  it('allows a banker only while the count stays below picks minus 2', () => {
    let state = toggleSystemSize({ selections: slipPicks(5), systemSizes: [], maxFree: 10 }, 4);
    state = toggleBanker(state, 1, '1_1_');
    expect(canToggleBanker(state.selections, state.selections[1]!, 10)).toBe(true);
    state = toggleBanker(state, 2, '1_1_');
    expect(bankerCount(state.selections)).toBe(2);
    expect(canToggleBanker(state.selections, state.selections[2]!, 10)).toBe(false);
    expect(toggleBanker(state, 3, '1_1_')).toBe(state);
    // Turning one off is always allowed (below 11 picks).
    expect(bankerCount(toggleBanker(state, 1, '1_1_').selections)).toBe(1);
  });

  it('keeps the bankers a system of more than 10 picks needs', () => {
    const state = toggleSystemSize({ selections: slipPicks(11), systemSizes: [], maxFree: 10 }, 3);
    const last = state.selections[10]!;
    expect(last.banker).toBe(true);
    expect(canToggleBanker(state.selections, last, 10)).toBe(false);
  });

  it('needs a system chosen and an unlocked pick', () => {
    const plain = { selections: slipPicks(5), systemSizes: [], maxFree: 10 };
    expect(toggleBanker(plain, 1, '1_1_')).toBe(plain);
    const locked = slipPick(1, '1_1_', {
      locks: { match: true, inactive: false, market: false, odd: false },
    });
    expect(canToggleBanker([locked, ...slipPicks(4).slice(1)], locked, 10)).toBe(false);
  });

  it('keeps a playable size when a banker makes the chosen one too small', () => {
    let state = toggleSystemSize({ selections: slipPicks(6), systemSizes: [], maxFree: 10 }, 2);
    state = toggleBanker(state, 1, '1_1_');
    expect(state.systemSizes).toEqual([2]);
    state = toggleBanker(state, 2, '1_1_');
    expect(state.systemSizes).toEqual([3]);
  });
});

describe("the site's system limit", () => {
  it('offers no size the server would refuse: 7 picks under a limit of 6 free picks need a banker', () => {
    const state = { selections: slipPicks(7), systemSizes: [], maxFree: 6 };
    const options = systemChoices(state);
    expect(options.map((o) => o.size)).toEqual([2, 3, 4, 5, 6, 7]);
    const chosen = toggleSystemSize(state, 3);
    expect(bankerCount(chosen.selections)).toBe(1);
  });
});

describe('settleSystem', () => {
  it('leaves a consistent slip as it is', () => {
    const state = toggleSystemSize({ selections: slipPicks(4), systemSizes: [], maxFree: 10 }, 2);
    expect(settleSystem(state)).toBe(state);
    const plain = { selections: slipPicks(3), systemSizes: [], maxFree: 10 };
    expect(settleSystem(plain)).toBe(plain);
  });

  it('drops sizes larger than the picks left and the system with bankers when none fits', () => {
    const state = toggleSystemSize({ selections: slipPicks(4), systemSizes: [], maxFree: 10 }, 4);
    expect(settleSystem({ ...state, selections: state.selections.slice(0, 3) }).systemSizes).toEqual([3]);
    const withBanker = toggleBanker(state, 1, '1_1_');
    const multiple = [...withBanker.selections, slipPick(2, '1_2_')];
    const settled = settleSystem({ ...withBanker, selections: multiple });
    expect([settled.systemSizes, bankerCount(settled.selections)]).toEqual([[], 0]);
  });

  it('adds the bankers an eleventh pick needs', () => {
    const state = toggleSystemSize({ selections: slipPicks(10), systemSizes: [], maxFree: 10 }, 3);
    const settled = settleSystem({ ...state, selections: [...state.selections, slipPick(11)] });
    expect(bankers(settled.selections).at(-1)).toBe(true);
    expect(settled.systemSizes).toEqual([3]);
  });
});

describe('the slip never builds a system the server refuses', () => {
  it('whatever sizes and bankers the player toggles, the coupon rules accept the system', () => {
    const step = fc.oneof(
      fc.record({ size: fc.integer({ min: 1, max: 14 }) }),
      fc.record({ banker: fc.integer({ min: 1, max: 14 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 3, max: 10 }),
        fc.array(step, { maxLength: 12 }),
        (count, maxFree, steps) => {
          let state = { selections: slipPicks(count), systemSizes: [] as number[], maxFree };
          for (const s of steps) {
            state = 'size' in s ? toggleSystemSize(state, s.size) : toggleBanker(state, s.banker, '1_1_');
          }
          if (state.systemSizes.length === 0) return;
          const summary = summarizeSlip({
            picks: state.selections.map((p) => toPick(p, true)),
            systemSizes: state.systemSizes,
            amount: 1_00,
            credit: 1_000_000_00,
            staketype: 0,
            limits: defaultLimits(),
            settings: { maxPicks: 20, maxMultiCoupons: 10, systemFreePicks: maxFree, maxMultiPicks: 27 },
          });
          expect(summary.problems.filter((p) => p.blocking)).toEqual([]);
          expect(summary.ticketType).toBe('SK');
        },
      ),
    );
  });
});
