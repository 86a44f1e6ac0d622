import { callApi } from '@bet/api-client/call-api';
import type { CancelCouponRequest, CancelCouponResponse } from '@bet/domain/api/cashout';
import { useMutation } from '@tanstack/react-query';

/** couponCanceled: cancels an open coupon while the server still allows it. */
export function cancelCoupon(request: CancelCouponRequest): Promise<CancelCouponResponse> {
  return callApi<CancelCouponResponse>('couponCanceled', request);
}

export const useCancelCoupon = () => useMutation({ mutationFn: cancelCoupon });
