import { callApi } from '@bet/api-client/call-api';
import type { TransferRequestItem } from '@bet/domain/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';

/** cancelTransferRequest: the player takes back a waiting request (a withdrawal's amount returns). */
export async function cancelTransferRequest(id: number): Promise<TransferRequestItem> {
  const { item } = await callApi<{ status: true; item: TransferRequestItem }>('cancelTransferRequest', {
    id,
  });
  return item;
}

/** Cancels a request, then reloads the request lists and the balance (the header's credit). */
export function useCancelTransferRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransferRequest,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account', 'transferRequests'] }),
        queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
      ]),
  });
}
