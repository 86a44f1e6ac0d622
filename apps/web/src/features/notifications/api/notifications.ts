// getNotifs, notifCount and readNotif: the player's notifications, the unread count (left menu) and
// marking one read, which answers the new count.
import { callApi } from '@bet/api-client/call-api';
import type { GetNotifsAnswer, NotifCountAnswer } from '@bet/domain/api/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeNotifications } from './notification-socket.ts';

const ALL = ['notifications'] as const;
const LIST = ['notifications', 'list'] as const;
const COUNT = ['notifications', 'count'] as const;

export const useNotifications = () =>
  useQuery({ queryKey: LIST, queryFn: ({ signal }) => callApi<GetNotifsAnswer>('getNotifs', {}, signal) });

/** Refetches the list and count whenever a notification for this player arrives on the socket. */
export function useLiveNotifications(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeNotifications(() => void client.invalidateQueries({ queryKey: ALL }));
  }, [client, enabled]);
}

/** The unread count for a signed-in player (0 for a visitor), kept live. */
export function useUnreadNotifications(signedIn: boolean): number {
  useLiveNotifications(signedIn);
  const count = useQuery({
    queryKey: COUNT,
    queryFn: ({ signal }) => callApi<NotifCountAnswer>('notifCount', {}, signal),
    enabled: signedIn,
  });
  return signedIn ? (count.data?.unread ?? 0) : 0;
}

export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi<NotifCountAnswer>('readNotif', { id }),
    onSuccess: (answer, id) => {
      client.setQueryData<NotifCountAnswer>(COUNT, answer);
      client.setQueryData<GetNotifsAnswer>(
        LIST,
        (list) =>
          list && { ...list, results: list.results.map((n) => (n.id === id ? { ...n, read: true } : n)) },
      );
    },
  });
}
