import { callApi } from '@bet/api-client/call-api';
import type { officeCancelRequest } from '@bet/domain/api/admin/coupons';
import type { MessageAnswer } from '@bet/domain/api/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { refreshCouponMoney } from './coupon-writes.ts';

/** reqId: the idempotency key; ticketId: the coupon's ticket number. */
export type CancelCouponRequest = z.input<typeof officeCancelRequest>;

export const cancelCoupon = (request: CancelCouponRequest) =>
  callApi<MessageAnswer>('admin/cancelCoupon', request);

/** Cancels an open coupon; the stake goes back, so coupons, figures and credits are read again. */
export function useCancelCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelCoupon, onSuccess: () => refreshCouponMoney(queryClient) });
}
