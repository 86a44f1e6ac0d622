// affiliateInfo (spec 002 §7): the affiliate's totals over the chosen days.
import { callApi } from '@bet/api-client/call-api';
import type { DayRange } from '@bet/domain/affiliates/filters';
import type { AffiliateInfo } from '@bet/domain/api/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const useAffiliateInfo = (range: DayRange, timezone: string) =>
  useQuery({
    queryKey: ['affiliate', 'info', range, timezone],
    queryFn: async ({ signal }) =>
      (await callApi<{ data: AffiliateInfo }>('affiliateInfo', { ...range, timezone }, signal)).data,
    placeholderData: keepPreviousData,
  });
