// The back office's pop-ups: admin/popups, admin/savePopup and admin/deletePopup.
import { callApi } from '@bet/api-client/call-api';
import type { OfficePopupsAnswer, SavePopupRequest, savePopupAnswer } from '@bet/domain/api/admin/popups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

const key = ['admin', 'popups'] as const;

export const usePopups = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi<OfficePopupsAnswer>('admin/popups', {}, signal),
  });

export function useSavePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePopupRequest) =>
      callApi<z.infer<typeof savePopupAnswer>>('admin/savePopup', request),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePopup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<{ status: true }>('admin/deletePopup', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
