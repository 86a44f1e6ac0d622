import { type SlotSessionAnswer, slotSessionAnswer } from '@bet/domain/api/house-games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHouse } from './house-call.ts';

/** slotSession: the machine, stakes, rules, balance, next seeds and the last round of a launch token. */
export function getSlotSession(token: string, signal?: AbortSignal): Promise<SlotSessionAnswer> {
  return callHouse('slotSession', { token }, slotSessionAnswer, signal);
}

// Asked once per page load: a reload of the page (not a refetch) is what resumes an unshown round.
export const slotSessionQuery = (token: string) =>
  queryOptions({
    queryKey: ['house-games', 'slotSession', token],
    queryFn: ({ signal }) => getSlotSession(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useSlotSession(token: string) {
  return useQuery({ ...slotSessionQuery(token), enabled: token !== '' });
}
