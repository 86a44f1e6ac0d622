import { WHEEL_ORDER } from '@bet/domain/casino/roulette';
import { describe, expect, it } from 'vitest';
import { landingRotation, POCKET_DEGREES } from './wheel-turn.ts';

/** Which pocket sits under the top pointer when the wheel is turned by `rotation` degrees. */
const pocketAtTop = (rotation: number) => {
  const turned = (((-rotation % 360) + 360) % 360) / POCKET_DEGREES;
  return WHEEL_ORDER[Math.round(turned) % WHEEL_ORDER.length];
};

describe('the roulette wheel’s landing', () => {
  it('stops every number under the pointer', () => {
    for (const n of WHEEL_ORDER) expect(pocketAtTop(landingRotation(0, n))).toBe(n);
  });

  it('always turns forward by at least three full turns, from wherever it stopped', () => {
    let rotation = 0;
    for (const n of [17, 0, 26, 32, 17]) {
      const next = landingRotation(rotation, n);
      expect(next - rotation).toBeGreaterThanOrEqual(3 * 360);
      expect(next - rotation).toBeLessThan(4 * 360);
      expect(pocketAtTop(next)).toBe(n);
      rotation = next;
    }
  });

  it('stays put for a number the wheel does not have', () => {
    expect(landingRotation(90, 37)).toBe(90);
  });
});
