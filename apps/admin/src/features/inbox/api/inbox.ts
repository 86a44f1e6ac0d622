// The back office's contact inbox: admin/contactThreads, contactThread, replyContact, setContactState.
import { callApi } from '@bet/api-client/call-api';
import type {
  ContactState,
  ContactThreadAnswer,
  ContactThreadsAnswer,
  ContactThreadsRequest,
} from '@bet/domain/api/admin/inbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const keys = {
  all: ['admin', 'inbox'] as const,
  list: (request: ContactThreadsRequest) => ['admin', 'inbox', 'list', request] as const,
  thread: (id: number) => ['admin', 'inbox', 'thread', id] as const,
};

/** One page of the site's threads, latest activity first. */
export const useContactThreads = (request: ContactThreadsRequest) =>
  useQuery({
    queryKey: keys.list(request),
    queryFn: ({ signal }) => callApi<ContactThreadsAnswer>('admin/contactThreads', request, signal),
  });

export const useContactThread = (id: number | null) =>
  useQuery({
    queryKey: keys.thread(id ?? 0),
    queryFn: ({ signal }) => callApi<ContactThreadAnswer>('admin/contactThread', { id }, signal),
    enabled: id !== null,
  });

/** Answers a thread by e-mail; the answer is the thread as it now reads. */
export function useReplyContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number; message: string }) =>
      callApi<ContactThreadAnswer>('admin/replyContact', request),
    onSuccess: (answer) => {
      client.setQueryData(keys.thread(answer.thread.id), answer);
      void client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}

export function useSetContactState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number; state: ContactState }) =>
      callApi<{ status: true }>('admin/setContactState', request),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
