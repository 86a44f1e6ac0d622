import { type BlackjackHandAnswer, blackjackHandAnswer } from '@bet/domain/api/house-games';
import { callHouse, retryUnanswered } from './house-call.ts';

/** blackjackBet: the player's one hand on the open round; a retry with the same request id bets once. */
export function placeBlackjackBet(
  token: string,
  round: number,
  requestId: string,
  stake: number,
): Promise<BlackjackHandAnswer> {
  const body = { token, round, requestId, stake };
  return retryUnanswered(() => callHouse('blackjackBet', body, blackjackHandAnswer));
}
