import type { CancelCouponRequest, CancelCouponResponse } from '@bet/domain/api/betting';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** couponCanceled: cancels an open coupon while the server still allows it. */
export function cancelCoupon(request: CancelCouponRequest): Promise<CancelCouponResponse> {
  return callApi<CancelCouponResponse>('couponCanceled', request);
}

export const useCancelCoupon = () => useMutation({ mutationFn: cancelCoupon });
