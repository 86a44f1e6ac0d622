import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { OfficeCouponsAnswer, OfficeCouponsRequest } from '@bet/domain/api/admin/coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchCoupons = (request: OfficeCouponsRequest, signal?: AbortSignal) =>
  callApi<OfficeCouponsAnswer>('admin/coupons', request, signal);

export const couponsQuery = (request: OfficeCouponsRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.coupons(request),
    queryFn: ({ signal }) => fetchCoupons(request, signal),
    // The page on screen stays while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

export const useCoupons = (request: OfficeCouponsRequest) => useQuery(couponsQuery(request));
