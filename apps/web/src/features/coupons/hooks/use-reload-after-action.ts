import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';
import { COUPONS_KEY } from '../api/get-coupons.ts';

/** After a sale or a cancellation: the lists, details, waiting count and the player's credit load again. */
export function useReloadAfterAction(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
      queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
    ]);
  }, [queryClient]);
}
