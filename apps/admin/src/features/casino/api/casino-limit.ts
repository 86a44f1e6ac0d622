import { callApi } from '@bet/api-client/call-api';
import type { CasinoLimitAnswer } from '@bet/domain/api/admin/casino';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoLimit = (userId: number) =>
  useQuery({
    queryKey: casinoKeys.limit(userId),
    queryFn: ({ signal }) =>
      callApi<CasinoLimitAnswer>('admin/casinoLimit', { targetUserId: userId }, signal),
  });

export function useSetCasinoLimit(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dailyStakeLimit: number) =>
      callApi<CasinoLimitAnswer>('admin/setCasinoLimit', { targetUserId: userId, dailyStakeLimit }),
    onSuccess: (answer) => queryClient.setQueryData(casinoKeys.limit(userId), answer),
  });
}
