import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../user-defaults.ts';
import { pick, picksOn } from './test-support.ts';
import {
  couponLabel,
  effectiveLimitSet,
  limitKindsOf,
  matchesTypeFilter,
  multipleAllowed,
  sentTicketType,
  ticketTypeOf,
} from './ticket-type.ts';

describe('ticketTypeOf', () => {
  it('no selection gives none', () => expect(ticketTypeOf([], [])).toBeNull());
  it('one selection gives TK', () => expect(ticketTypeOf(picksOn(1), [])).toBe('TK'));
  it('any system combination selected gives SK', () => expect(ticketTypeOf(picksOn(3), [2])).toBe('SK'));
  it('two picks from the same match give CK', () =>
    expect(ticketTypeOf([pick(1), pick(2), pick(1, 3000, { outcomeId: '2' })], [])).toBe('CK'));
  it('otherwise KK', () => expect(ticketTypeOf(picksOn(3), [])).toBe('KK'));
});

describe('sentTicketType', () => {
  it('a KK with more than one combination is sent as SK', () => {
    expect(sentTicketType('KK', 2)).toBe('SK');
    expect(sentTicketType('KK', 1)).toBe('KK');
    expect(sentTicketType('CK', 4)).toBe('CK');
  });
});

describe('couponLabel and filters', () => {
  it.each([
    [{ ticketType: 'SK', isLive: true, totalTipps: 4 }, 'system'],
    [{ ticketType: 'KK', isLive: 1, totalTipps: 3 }, 'live'],
    [{ ticketType: 'TK', isLive: false, totalTipps: 1 }, 'single'],
    [{ ticketType: 'KK', isLive: 0, totalTipps: 3 }, 'combine'],
    [{ ticketType: 'CK', isLive: false, totalTipps: 3 }, 'multiple'],
  ] as const)(
    'label precedence: system, live, single (exactly one tip), combine, multiple: %o is %s',
    (item, label) => expect(couponLabel(item)).toBe(label),
  );

  it('coupon type filter codes: 0 combine, 1 system, 2 multiple, 3 single, 4 live', () => {
    const liveCombine = { ticketType: 'KK', isLive: 1, totalTipps: 3 } as const;
    expect([0, 1, 2, 3, 4].filter((c) => matchesTypeFilter(c as 0, liveCombine))).toEqual([0, 4]);
    expect(matchesTypeFilter(1, { ticketType: 'SK', isLive: 0, totalTipps: 3 })).toBe(true);
    expect(matchesTypeFilter(2, { ticketType: 'CK', isLive: 0, totalTipps: 3 })).toBe(true);
    expect(matchesTypeFilter(3, { ticketType: 'TK', isLive: 0, totalTipps: 1 })).toBe(true);
    expect(matchesTypeFilter(3, { ticketType: 'KK', isLive: 0, totalTipps: 2 })).toBe(false);
  });
});

describe('multipleAllowed', () => {
  it('several picks per match only with multiple status 0; a new player (status 1) has one per match', () => {
    const limits = defaultLimits();
    expect(multipleAllowed(limits)).toBe(false);
    limits.multiple.status = 0;
    expect(multipleAllowed(limits)).toBe(true);
  });
});

describe('limit sets', () => {
  it('each type reads its own set, plus the live set when a pick is live', () => {
    expect(limitKindsOf('TK', false)).toEqual(['single']);
    expect(limitKindsOf('KK', true)).toEqual(['combine', 'live']);
    expect(limitKindsOf('CK', false)).toEqual(['multiple']);
    expect(limitKindsOf('SK', false)).toEqual(['system']);
  });

  it('the strictest set: largest minimums, smallest maximums', () => {
    const limits = defaultLimits();
    limits.combine = { minTip: 2, minStake: 200, maxStake: 50_000, maxPay: 1_000_000, status: 1 };
    limits.live = { minTip: 1, minStake: 500, maxStake: 20_000, maxPay: 0, status: 0 };
    expect(effectiveLimitSet(limits, ['combine', 'live'])).toEqual({
      minTip: 2,
      minStake: 500,
      maxStake: 20_000,
      maxPay: 1_000_000,
      status: 0,
    });
  });

  it('limit value 0 means unlimited: it stays unlimited only if all are 0', () => {
    const limits = defaultLimits();
    limits.combine = { ...limits.combine, maxStake: 0, maxPay: 0 };
    limits.live = { ...limits.live, maxStake: 0, maxPay: 0 };
    expect(effectiveLimitSet(limits, ['combine', 'live'])).toMatchObject({ maxStake: 0, maxPay: 0 });
    limits.live.maxStake = 1000;
    expect(effectiveLimitSet(limits, ['combine', 'live']).maxStake).toBe(1000);
  });
});
