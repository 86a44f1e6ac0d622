import { callApi } from '@bet/api-client/call-api';
import type { JackpotsAnswer } from '@bet/domain/api/casino';
import { queryOptions } from '@tanstack/react-query';
import type { JackpotBoard } from '../lib/jackpot-board.ts';
import { CASINO_KEY } from './casino-key.ts';

/** jackpots: the pots the player may see in their currency, and the latest drops. Not by language. */
export const jackpotsQuery = queryOptions({
  queryKey: [...CASINO_KEY, 'jackpots'],
  queryFn: ({ signal }): Promise<JackpotBoard> =>
    callApi<JackpotsAnswer>('jackpots', {}, signal).then((a) => ({ pots: a.results, winners: a.winners })),
  // The socket keeps it current while a block is open.
  staleTime: 60_000,
});
