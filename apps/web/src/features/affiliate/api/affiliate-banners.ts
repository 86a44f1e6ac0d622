// affiliateBanner (spec 002 §7): the banners affiliates may use, and the caller's code.
import { callApi } from '@bet/api-client/call-api';
import type { AffiliateBannerRow } from '@bet/domain/api/affiliates';
import { useQuery } from '@tanstack/react-query';

export const useAffiliateBanners = () =>
  useQuery({
    queryKey: ['affiliate', 'banners'],
    queryFn: ({ signal }) =>
      callApi<{ data: AffiliateBannerRow[]; affCode: string }>('affiliateBanner', {}, signal),
  });
