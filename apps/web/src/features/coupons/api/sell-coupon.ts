import { callApi } from '@bet/api-client/call-api';
import type { SellCouponRequest, SellCouponResponse } from '@bet/domain/api/cashout';
import { useMutation } from '@tanstack/react-query';

/** sellCoupon at the price the player confirmed; a moved price comes back refused (sellPriceChanged). */
export function sellCoupon(request: SellCouponRequest): Promise<SellCouponResponse> {
  return callApi<SellCouponResponse>('sellCoupon', request);
}

export const useSellCoupon = () => useMutation({ mutationFn: sellCoupon });
