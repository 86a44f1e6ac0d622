import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { transferBlockAnswer, transferBlockRequest } from '@bet/domain/api/admin/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type TransferBlockRequest = z.input<typeof transferBlockRequest>;
export type TransferBlockAnswer = z.infer<typeof transferBlockAnswer>;

export const setTransferBlock = (request: TransferBlockRequest) =>
  callApi<TransferBlockAnswer>('admin/transferBlock', request);

/** Blocks or unblocks a user's transfers (a dealer's: everyone below it too); the queue's markers follow. */
export function useTransferBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTransferBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.transfersAll }),
  });
}
