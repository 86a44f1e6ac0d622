import { type SlotSpinAnswer, slotSpinAnswer } from '@bet/domain/api/house-games';
import { callHouse } from './house-call.ts';

/** slotSpin: plays one round at the stake per line; the answer carries the round and the next seeds. */
export function spinSlot(token: string, stakePerLine: number): Promise<SlotSpinAnswer> {
  return callHouse('slotSpin', { token, stakePerLine }, slotSpinAnswer);
}
