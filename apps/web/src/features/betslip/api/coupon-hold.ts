import { callApi } from '@bet/api-client/call-api';
import type { CouponHoldRequest, CreateCouponResponse } from '@bet/domain/api/placement';

/**
 * couponHold: asks after a live coupon the server held (`sleeping`). It answers like createCoupon:
 * placed, still sleeping for some seconds, or refused (ApiError with the answer as body).
 */
export function couponHold(ticketId: string): Promise<CreateCouponResponse> {
  return callApi<CreateCouponResponse>('couponHold', { ticketId } satisfies CouponHoldRequest);
}
