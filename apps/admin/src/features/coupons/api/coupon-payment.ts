import { callApi } from '@bet/api-client/call-api';
import type { CouponPaymentAnswer, CouponPaymentRequest } from '@bet/domain/api/admin/coupon-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCouponMoney } from './coupon-writes.ts';

export const markCouponPayment = (request: CouponPaymentRequest) =>
  callApi<CouponPaymentAnswer>('admin/couponPayment', request);

/**
 * Marks a terminal coupon paid out at the counter, or unpaid again; its payout's credit moves between
 * the account and whoever paid, so coupons, figures and credits are read again.
 */
export function useCouponPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markCouponPayment, onSuccess: () => refreshCouponMoney(queryClient) });
}
