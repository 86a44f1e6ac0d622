import { type RouletteTableAnswer, rouletteTableAnswer } from '@bet/domain/api/house-games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callHouse } from './house-call.ts';

/** rouletteTable: the round now and its phase clock, the player's bets on it, the latest numbers. */
export function getRouletteTable(token: string, signal?: AbortSignal): Promise<RouletteTableAnswer> {
  return callHouse('rouletteTable', { token }, rouletteTableAnswer, signal);
}

// Asked again when the table's clock moves to another phase, never on a timer of its own.
export const rouletteTableQuery = (token: string) =>
  queryOptions({
    queryKey: ['house-games', 'rouletteTable', token],
    queryFn: ({ signal }) => getRouletteTable(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useRouletteTable(token: string) {
  return useQuery({ ...rouletteTableQuery(token), enabled: token !== '' });
}
