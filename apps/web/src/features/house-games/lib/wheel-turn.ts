// Where the drawn wheel must turn so a pocket stops under the pointer at the top: always forward
// (clockwise, as the CSS rotation grows) and by whole turns more, so each landing reads as a spin.
import { WHEEL_ORDER } from '@bet/domain/casino/roulette';

export const POCKET_DEGREES = 360 / WHEEL_ORDER.length;
const EXTRA_TURNS = 3;

/** The angle at which pocket `index` (clockwise from zero) is drawn, zero at the top. */
export const pocketAngle = (index: number): number => index * POCKET_DEGREES;

/** The wheel's next rotation from `current` that brings `number` to the top after a few full turns. */
export function landingRotation(current: number, number: number): number {
  const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
  if (index < 0) return current;
  const target = -pocketAngle(index);
  const ahead = (((target - current) % 360) + 360) % 360;
  return current + EXTRA_TURNS * 360 + ahead;
}
