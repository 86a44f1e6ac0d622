import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { type LiveState, notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { isSelectionLocked } from '../../shared/slip/slip-selection.ts';
import { slipPick } from '../../shared/slip/test-picks.ts';
import { applySlipDelta } from './slip-live.ts';

// A live football match's state at `home`:`away` in minute `minute`.
const playing = (home: number, away: number, minute = 30): LiveState => ({
  ...notStartedState(45),
  status: minute > 45 ? '2p' : '1p',
  score: { home, away },
  clock: { minute, extra: 0, periodLength: 45 },
  cards: { yellowHome: 1, yellowAway: 0, redHome: 0, redAway: 1 },
  corners: { home: 4, away: 2 },
});

const delta = (id: number, patch: Partial<MatchDelta>): MatchDelta => ({ t: 'match', id, v: 3, ...patch });

describe('applySlipDelta with the match state', () => {
  it('gives the picks of the match its score, clock, cards and corners', () => {
    const [picked, other] = applySlipDelta(
      [slipPick(7, '1_1_', { ttype: 'L' }), slipPick(8)],
      delta(7, { state: playing(1, 0, 38) }),
    );
    expect(picked?.play).toEqual({
      status: '1p',
      score: { home: 1, away: 0 },
      minute: 38,
      extra: 0,
      cards: { yellowHome: 1, yellowAway: 0, redHome: 0, redAway: 1 },
      corners: { home: 4, away: 2 },
    });
    expect(other?.play).toBeUndefined();
  });

  it('keeps the same list when the state brings nothing new', () => {
    const list = applySlipDelta([slipPick(7)], delta(7, { state: playing(0, 0) }));
    expect(applySlipDelta(list, delta(7, { v: 4, state: playing(0, 0) }))).toBe(list);
  });

  it.each([
    // market, line picked, score, line after
    ['7_1_1', [1, 0], '7_1_2'],
    ['61_2_2', [1, 1], '61_2_3'],
    ['8_none_1', [0, 2], '8_none_3'],
    ['62_1_3', [2, 0], '62_1_3'],
    ['18_over_2.5', [3, 1], '18_over_2.5'],
  ])('a football pick %s at %j is on %s', (key, [home = 0, away = 0], after) => {
    const [next] = applySlipDelta(
      [slipPick(7, key, { ttype: 'L' })],
      delta(7, { state: playing(home, away) }),
    );
    expect(next?.i).toBe(after);
    expect(next?.special).toBe(after.split('_')[2]);
  });

  it('leaves the next-goal line of other sports alone', () => {
    const hockey = slipPick(7, '7_1_1', { sportId: 4 });
    expect(applySlipDelta([hockey], delta(7, { state: playing(2, 1) }))[0]?.i).toBe('7_1_1');
  });

  it("drops the old line's locks with it and takes the new line's odds of the same delta", () => {
    const closed = applySlipDelta([slipPick(7, '7_1_1')], delta(7, { markets: [[7, '1', 1, 0]] }));
    expect(isSelectionLocked(closed[0] ?? slipPick(0))).toBe(true);
    const [moved] = applySlipDelta(
      closed,
      delta(7, { v: 4, state: playing(1, 0), odds: [[7, '2', '1', 2400, 1, 0]] }),
    );
    expect([moved?.i, moved?.odd, isSelectionLocked(moved ?? slipPick(0))]).toEqual(['7_1_2', 2.4, false]);
  });

  it('keeps one pick when a moved line lands on a line already picked', () => {
    const list = [slipPick(7, '7_1_1'), slipPick(7, '7_1_2'), slipPick(8)];
    const next = applySlipDelta(list, delta(7, { state: playing(0, 1) }));
    expect(next.map((s) => `${s.m}:${s.i}`)).toEqual(['7:7_1_2', '8:1_1_']);
  });
});
