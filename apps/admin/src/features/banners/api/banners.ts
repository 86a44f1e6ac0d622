// The back office's banners: admin/bannerGroups, save and delete of groups and banners.
import { callApi } from '@bet/api-client/call-api';
import type {
  BannerGroupsAnswer,
  SaveBannerAnswer,
  SaveBannerGroupAnswer,
  SaveBannerGroupRequest,
  SaveBannerRequest,
} from '@bet/domain/api/admin/banners';
import { useQuery } from '@tanstack/react-query';
import { useListChange } from '../../../shared/api/use-list-change.ts';

const key = ['admin', 'banners'] as const;

/** Every banner group of the site with its banners. */
export const useBannerGroups = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi<BannerGroupsAnswer>('admin/bannerGroups', {}, signal),
  });

export const useSaveBannerGroup = () =>
  useListChange(key, (request: SaveBannerGroupRequest) =>
    callApi<SaveBannerGroupAnswer>('admin/saveBannerGroup', request),
  );
export const useDeleteBannerGroup = () =>
  useListChange(key, (id: number) => callApi<{ status: true }>('admin/deleteBannerGroup', { id }));
export const useSaveBanner = () =>
  useListChange(key, (request: SaveBannerRequest) => callApi<SaveBannerAnswer>('admin/saveBanner', request));
export const useDeleteBanner = () =>
  useListChange(key, (id: number) => callApi<{ status: true }>('admin/deleteBanner', { id }));
