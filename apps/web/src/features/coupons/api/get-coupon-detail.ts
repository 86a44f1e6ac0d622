import { callApi } from '@bet/api-client/call-api';
import type { CouponDetailRequest, CouponDetailResponse } from '@bet/domain/api/betting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUPONS_KEY } from './get-coupons.ts';

/** couponDetail: a coupon with its selections and sell offer. */
export function getCouponDetail(
  request: CouponDetailRequest,
  signal?: AbortSignal,
): Promise<CouponDetailResponse> {
  return callApi<CouponDetailResponse>('couponDetail', request, signal);
}

// The language is part of the key: the server writes team, market and outcome names in it.
export const couponDetailQuery = (request: CouponDetailRequest, lang: string) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'detail', lang, request],
    queryFn: ({ signal }) => getCouponDetail(request, signal),
  });

export function useCouponDetail(request: CouponDetailRequest) {
  const { i18n } = useTranslation();
  return useQuery(couponDetailQuery(request, i18n.language));
}
