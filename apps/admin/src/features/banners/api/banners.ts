// The back office's banners: admin/bannerGroups, save and delete of groups and banners.
import { callApi } from '@bet/api-client/call-api';
import type {
  BannerGroupsAnswer,
  SaveBannerAnswer,
  SaveBannerGroupAnswer,
  SaveBannerGroupRequest,
  SaveBannerRequest,
} from '@bet/domain/api/admin/banners';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const key = ['admin', 'banners'] as const;

/** Every banner group of the site with its banners. */
export const useBannerGroups = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi<BannerGroupsAnswer>('admin/bannerGroups', {}, signal),
  });

/** A change of the list: the list is fetched again once it is done, whatever the answer. */
function useListChange<T, R>(call: (request: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveBannerGroup = () =>
  useListChange((request: SaveBannerGroupRequest) =>
    callApi<SaveBannerGroupAnswer>('admin/saveBannerGroup', request),
  );
export const useDeleteBannerGroup = () =>
  useListChange((id: number) => callApi<{ status: true }>('admin/deleteBannerGroup', { id }));
export const useSaveBanner = () =>
  useListChange((request: SaveBannerRequest) => callApi<SaveBannerAnswer>('admin/saveBanner', request));
export const useDeleteBanner = () =>
  useListChange((id: number) => callApi<{ status: true }>('admin/deleteBanner', { id }));
