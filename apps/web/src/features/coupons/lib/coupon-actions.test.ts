import { ApiError } from '@bet/api-client/call-api';
import type { SellOffer } from '@bet/domain/api/betting';
import { describe, expect, it } from 'vitest';
import { canCancel, canSell, repricedOffer } from './coupon-actions.ts';

const offer = (status: 0 | 1, winPrice: number): SellOffer => ({ status, winPrice, msg: '' });

describe('sell button', () => {
  const open = { status: 0 as const, sellType: offer(1, 42.5), ticketType: 'KK' as const };

  it('shows for an open coupon with an active offer above 0', () => {
    expect(canSell(open, false)).toBe(true);
    expect(canSell(open, true)).toBe(true);
  });

  it('hides for a settled coupon, an inactive offer or no price', () => {
    expect(canSell({ ...open, status: 1 }, false)).toBe(false);
    expect(canSell({ ...open, status: 2 }, false)).toBe(false);
    expect(canSell({ ...open, sellType: offer(0, 42.5) }, false)).toBe(false);
    expect(canSell({ ...open, sellType: offer(1, 0) }, false)).toBe(false);
  });

  it('hides multiple and system coupons in the detail view only', () => {
    for (const ticketType of ['CK', 'SK'] as const) {
      expect(canSell({ ...open, ticketType }, true)).toBe(false);
      expect(canSell({ ...open, ticketType }, false)).toBe(true);
    }
    expect(canSell({ ...open, ticketType: 'TK' }, true)).toBe(true);
  });
});

describe('cancel button', () => {
  it('shows only while the server marks the open coupon cancellable', () => {
    expect(canCancel({ status: 0, canceled: 1 })).toBe(true);
    expect(canCancel({ status: 0, canceled: 0 })).toBe(false);
    expect(canCancel({ status: -2, canceled: 1 })).toBe(false);
  });
});

describe('a sale refused because the price moved', () => {
  const moved = (sellType: unknown, key = 'sellPriceChanged') =>
    new ApiError(409, key, 'The sale price is now 40,00', { status: false, key, sellType });

  it('gives the new price to confirm', () => {
    expect(repricedOffer(moved(offer(1, 40)), 42.5)).toBe(40);
    expect(repricedOffer(moved(offer(1, 45.25)), 42.5)).toBe(45.25);
  });

  it('is any other refusal when there is no new active offer', () => {
    expect(repricedOffer(moved(offer(0, 40)), 42.5)).toBeNull();
    expect(repricedOffer(moved(offer(1, 0)), 42.5)).toBeNull();
    expect(repricedOffer(moved(undefined), 42.5)).toBeNull();
    expect(repricedOffer(moved(offer(1, 42.5)), 42.5)).toBeNull();
    expect(repricedOffer(moved(offer(1, 40), 'sellOnlyOpenCoupons'), 42.5)).toBeNull();
    expect(repricedOffer(new Error('offline'), 42.5)).toBeNull();
  });
});
