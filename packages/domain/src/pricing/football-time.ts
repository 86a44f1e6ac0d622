// When football's goals, cards and corners come, minute by minute, stoppage time included: the
// one time profile the simulator plays a match by and the goals model prices what is left of it.

export type Half = 1 | 2;
export type Happening = 'goals' | 'cards' | 'corners';

/** Chances of 1 to 5 stoppage minutes added to each half. */
export const STOPPAGE_CHANCES: Readonly<Record<Half, readonly number[]>> = {
  1: [4, 3, 2, 1, 1],
  2: [1, 2, 3, 3, 2],
};
const REGULATION_MINUTES = 45;

/**
 * Weight of a minute of a half (0-based, 45 and over is stoppage time): goals come more often in
 * the last quarter hour and in stoppage time, cards more often after the break, corners evenly.
 */
export function minuteWeight(happening: Happening, half: Half, index: number): number {
  if (happening === 'corners') return 1;
  if (happening === 'cards') return half === 2 ? 1.2 : 0.8;
  if (index >= REGULATION_MINUTES) return half === 2 ? 1.4 : 1.15;
  return half === 2 && index >= 30 ? 1.25 : 1;
}

/** Stoppage minutes still expected once `into` of them have been played. */
function stoppageLeft(half: Half, into: number): number {
  let minutes = 0;
  let chances = 0;
  STOPPAGE_CHANCES[half].forEach((chance, i) => {
    if (i + 1 > into) {
      minutes += chance * (i + 1 - into);
      chances += chance;
    }
  });
  return chances > 0 ? minutes / chances : 0;
}

/** Expected weight of the half from `at` minutes into it (stoppage time from 45) to its end. */
export function weightFrom(happening: Happening, half: Half, at: number): number {
  let weight = 0;
  for (let i = Math.floor(Math.max(0, at)); i < REGULATION_MINUTES; i++) {
    weight += minuteWeight(happening, half, i) * Math.min(1, i + 1 - at);
  }
  const into = Math.max(0, at - REGULATION_MINUTES);
  return weight + stoppageLeft(half, into) * minuteWeight(happening, half, REGULATION_MINUTES);
}

/** Expected weight of a whole match. */
export const matchWeight = (happening: Happening): number =>
  weightFrom(happening, 1, 0) + weightFrom(happening, 2, 0);
