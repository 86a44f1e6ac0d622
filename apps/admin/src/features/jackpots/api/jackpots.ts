import { callApi } from '@bet/api-client/call-api';
import type {
  JackpotsOfficeAnswer,
  SaveJackpotRequest,
  saveJackpotAnswer,
} from '@bet/domain/api/admin/jackpots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { jackpotKeys } from './jackpot-keys.ts';

/** Each jackpot's rules with its running pots. */
export const useJackpots = () =>
  useQuery({
    queryKey: jackpotKeys.office,
    queryFn: ({ signal }) => callApi<JackpotsOfficeAnswer>('admin/jackpots', {}, signal),
  });

/** Changes one jackpot's rules; the list is read again, so its pots show as they now stand too. */
export function useSaveJackpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: SaveJackpotRequest) =>
      callApi<z.infer<typeof saveJackpotAnswer>>('admin/saveJackpot', rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jackpotKeys.office }),
  });
}
