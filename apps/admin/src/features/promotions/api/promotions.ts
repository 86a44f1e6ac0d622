// The back office's promotions: admin/promotions, admin/savePromotion and admin/deletePromotion.
import { callApi } from '@bet/api-client/call-api';
import type {
  OfficePromotionsAnswer,
  SavePromotionRequest,
  savePromotionAnswer,
} from '@bet/domain/api/admin/promotions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

const key = ['admin', 'promotions'] as const;

export const usePromotions = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi<OfficePromotionsAnswer>('admin/promotions', {}, signal),
  });

export function useSavePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePromotionRequest) =>
      callApi<z.infer<typeof savePromotionAnswer>>('admin/savePromotion', request),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<{ status: true }>('admin/deletePromotion', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
