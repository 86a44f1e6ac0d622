import { type RouletteResultAnswer, rouletteResultAnswer } from '@bet/domain/api/house-games';
import { callHouse } from './house-call.ts';

/** rouletteResult: a revealed round's number and seeds, what the player staked and won, the balance. */
export function getRouletteResult(token: string, round: number): Promise<RouletteResultAnswer> {
  return callHouse('rouletteResult', { token, round }, rouletteResultAnswer);
}
