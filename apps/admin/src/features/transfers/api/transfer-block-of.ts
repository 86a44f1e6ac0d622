import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { transferBlockOfAnswer } from '@bet/domain/api/admin/transfers';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

export type TransferBlockOf = z.infer<typeof transferBlockOfAnswer>;

/** Whether the user's transfers are blocked; under the transfers key, so a block or unblock refreshes it. */
export const useTransferBlockOf = (userId: number) =>
  useQuery({
    queryKey: [...adminQueryKeys.transfersAll, 'blockOf', userId],
    queryFn: ({ signal }) => callApi<TransferBlockOf>('admin/transferBlockOf', { userId }, signal),
  });
