import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { CreditTransferAnswer, CreditTransferRequest } from '@bet/domain/api/admin/credit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const creditTransfer = (request: CreditTransferRequest) =>
  callApi<CreditTransferAnswer>('admin/creditTransfer', request);

/** Moves credit to or from a user below; the user list and record show the new credit afterwards. */
export function useCreditTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creditTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.usersAll }),
  });
}
