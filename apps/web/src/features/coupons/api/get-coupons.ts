import { callApi } from '@bet/api-client/call-api';
import type { CouponListResponse } from '@bet/domain/api/betting';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UcpsPayload } from '../lib/coupon-filters.ts';

/** Every coupon query starts with this key: invalidate it after a coupon changes (placed, sold, cancelled). */
export const COUPONS_KEY = ['coupons'] as const;

export type CouponPage = Pick<CouponListResponse, 'results' | 'totalCount'>;

/** ucps: a page of the signed-in player's coupons. */
export async function getCoupons(payload: UcpsPayload, signal?: AbortSignal): Promise<CouponPage> {
  const { results, totalCount } = await callApi<CouponListResponse>('ucps', payload, signal);
  return { results, totalCount };
}

/** refetchInterval: the lists that follow sell prices poll (the compact list every 30 s). */
export const couponsQuery = (payload: UcpsPayload, refetchInterval?: number) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'list', payload],
    queryFn: ({ signal }) => getCoupons(payload, signal),
    placeholderData: keepPreviousData,
    ...(refetchInterval ? { refetchInterval } : {}),
  });

export const useCoupons = (payload: UcpsPayload, refetchInterval?: number) =>
  useQuery(couponsQuery(payload, refetchInterval));
