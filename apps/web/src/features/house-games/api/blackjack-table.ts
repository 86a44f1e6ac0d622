import { type BlackjackTableAnswer, blackjackTableAnswer } from '@bet/domain/api/house-games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHouse } from './house-call.ts';

/** blackjackTable: the round now and its phase clock, the dealt cards once betting closed, the hand. */
export function getBlackjackTable(token: string, signal?: AbortSignal): Promise<BlackjackTableAnswer> {
  return callHouse('blackjackTable', { token }, blackjackTableAnswer, signal);
}

// Asked again when the table's clock moves to another phase, never on a timer of its own.
export const blackjackTableQuery = (token: string) =>
  queryOptions({
    queryKey: ['house-games', 'blackjackTable', token],
    queryFn: ({ signal }) => getBlackjackTable(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useBlackjackTable(token: string) {
  return useQuery({ ...blackjackTableQuery(token), enabled: token !== '' });
}
