import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { DecideTransferRequest, decideTransferAnswer } from '@bet/domain/api/admin/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type DecideTransferAnswer = z.infer<typeof decideTransferAnswer>;

export const decideTransfer = (request: DecideTransferRequest) =>
  callApi<DecideTransferAnswer>('admin/decideTransfer', request);

/**
 * Approves or rejects a waiting request; a decision moves the player's credit, so the queue, the
 * users (credits) and the figures are read again, after a refusal too (another staff member may
 * have decided the request meanwhile).
 */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    onSettled: () =>
      Promise.all(
        [adminQueryKeys.transfersAll, adminQueryKeys.usersAll, adminQueryKeys.reportAll].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
