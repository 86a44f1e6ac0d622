import { type placedRouletteBet, rouletteBetAnswer } from '@bet/domain/api/house-games';
import type { RouletteBet } from '@bet/domain/casino/roulette';
import type { z } from 'zod';
import { callHouse, retryUnanswered } from './house-call.ts';

export type PlacedRouletteBets = { balance: number; myBets: z.infer<typeof placedRouletteBet>[] };

/** rouletteBet: places the bets on the open round; a retry with the same request id places nothing twice. */
export async function placeRouletteBets(
  token: string,
  round: number,
  requestId: string,
  bets: readonly RouletteBet[],
): Promise<PlacedRouletteBets> {
  const body = { token, round, requestId, bets };
  const { balance, myBets } = await retryUnanswered(() => callHouse('rouletteBet', body, rouletteBetAnswer));
  return { balance, myBets };
}
