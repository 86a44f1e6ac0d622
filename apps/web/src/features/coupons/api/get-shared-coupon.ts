import { callApi } from '@bet/api-client/call-api';
import type { ShareCouponRequest, ShareCouponResponse } from '@bet/domain/api/betting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUPONS_KEY } from './get-coupons.ts';

/** shareCoupon: what anyone with the link sees of a coupon (couponId is its ticket id). */
export function getSharedCoupon(couponId: string, signal?: AbortSignal): Promise<ShareCouponResponse> {
  return callApi<ShareCouponResponse>('shareCoupon', { couponId } satisfies ShareCouponRequest, signal);
}

export const sharedCouponQuery = (couponId: string, lang: string) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'shared', lang, couponId],
    queryFn: ({ signal }) => getSharedCoupon(couponId, signal),
  });

export function useSharedCoupon(couponId: string) {
  const { i18n } = useTranslation();
  return useQuery(sharedCouponQuery(couponId, i18n.language));
}
