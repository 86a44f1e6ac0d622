import { type BlackjackHandAnswer, blackjackHandAnswer } from '@bet/domain/api/house-games';
import { callHouse } from './house-call.ts';

export type BlackjackMove = 'hit' | 'stand' | 'double';

/** blackjackAction: a hit, stand or double on the hand while the round is in play. */
export function actOnHand(token: string, round: number, action: BlackjackMove): Promise<BlackjackHandAnswer> {
  return callHouse('blackjackAction', { token, round, action }, blackjackHandAnswer);
}
