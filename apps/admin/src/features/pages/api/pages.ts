// The back office's static pages: admin/pages, admin/savePage and admin/deletePage.
import { callApi } from '@bet/api-client/call-api';
import type { PagesAnswer, SavePageRequest, savePageAnswer } from '@bet/domain/api/admin/pages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

const key = ['admin', 'pages'] as const;

/** Every page of the site in every language. */
export const usePages = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => callApi<PagesAnswer>('admin/pages', {}, signal) });

export function useSavePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePageRequest) =>
      callApi<z.infer<typeof savePageAnswer>>('admin/savePage', request),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<{ status: true }>('admin/deletePage', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
