import { type BlackjackResultAnswer, blackjackResultAnswer } from '@bet/domain/api/house-games';
import { callHouse } from './house-call.ts';

/** blackjackResult: a revealed round's dealer hand and seeds, the player's hand, win and balance. */
export function getBlackjackResult(token: string, round: number): Promise<BlackjackResultAnswer> {
  return callHouse('blackjackResult', { token, round }, blackjackResultAnswer);
}
