// The back office's notifications: admin/notifications (what was sent), admin/sendNotification, and
// the dealer tree's search (admin/tree) to pick whom a notification goes to.
import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type {
  SendNotificationRequest,
  SentNotificationsAnswer,
  sendNotificationAnswer,
} from '@bet/domain/api/admin/notifications';
import type { TreeAnswer } from '@bet/domain/api/admin/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

const key = ['admin', 'notifications'] as const;
/** Fewer letters match too much of a large tree to be useful (as the tree screen's search). */
export const MIN_TARGET_SEARCH = 2;

export const useSentNotifications = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi<SentNotificationsAnswer>('admin/notifications', {}, signal),
  });

export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SendNotificationRequest) =>
      callApi<z.infer<typeof sendNotificationAnswer>>('admin/sendNotification', request),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Accounts below the staff member whose names match. */
export const useTargetSearch = (q: string) =>
  useQuery({
    queryKey: adminQueryKeys.treeSearch(q),
    queryFn: ({ signal }) => callApi<TreeAnswer>('admin/tree', { q }, signal),
    enabled: q.length >= MIN_TARGET_SEARCH,
    staleTime: 60_000,
  });
