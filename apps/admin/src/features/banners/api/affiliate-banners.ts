// The back office's affiliate banners: admin/affiliateBanners, saveAffiliateBanner and
// deleteAffiliateBanner.
import { callApi } from '@bet/api-client/call-api';
import type { OfficeAffiliateBanner, SaveAffiliateBannerRequest } from '@bet/domain/api/admin/banners';
import { useQuery } from '@tanstack/react-query';
import { useListChange } from '../../../shared/api/use-list-change.ts';

const key = ['admin', 'affiliateBanners'] as const;

export const useAffiliateBanners = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callApi<{ banners: OfficeAffiliateBanner[] }>('admin/affiliateBanners', {}, signal),
  });

export const useSaveAffiliateBanner = () =>
  useListChange(key, (request: SaveAffiliateBannerRequest) =>
    callApi<{ banner: OfficeAffiliateBanner }>('admin/saveAffiliateBanner', request),
  );
export const useDeleteAffiliateBanner = () =>
  useListChange(key, (id: number) => callApi<{ status: true }>('admin/deleteAffiliateBanner', { id }));
