/**
 * Small seeded pseudo-random generator for the feed simulator.
 *
 * sfc32 state seeded from a string through the cyrb128 hash. `fork(label)` derives a
 * new stream from the *seed string* and the label, never from the current state, so a
 * forked stream is the same however much the parent (or any sibling) has been used.
 * That keeps one match's randomness stable when another match is added.
 */

export interface Random {
  /** The seed string this stream was built from. */
  readonly seed: string;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Standard normal deviate (mean 0, sd 1), Box–Muller. */
  normal(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An independent deterministic stream named by `label`. */
  fork(label: string): Random;
}

/** cyrb128: 128-bit string hash as four 32-bit words. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A stable 32-bit unsigned hash of a string (useful for ids). */
export function hashString(text: string): number {
  return cyrb128(text)[0];
}

export function createRandom(seed: string): Random {
  let [a, b, c, d] = cyrb128(seed);
  let spareNormal: number | null = null;

  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: discard the first outputs, as recommended for sfc32.
  for (let i = 0; i < 12; i++) nextUint32();

  const next = (): number => nextUint32() / 4294967296;

  const random: Random = {
    seed,
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new RangeError(`int(${min}, ${max}): bounds must be integers with min <= max`);
      }
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[Math.floor(next() * items.length)] as T;
    },
    normal() {
      if (spareNormal !== null) {
        const value = spareNormal;
        spareNormal = null;
        return value;
      }
      let u = 0;
      while (u === 0) u = next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spareNormal = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    },
    chance(p) {
      return next() < p;
    },
    fork(label) {
      return createRandom(`${seed}\u001f${label}`);
    },
  };
  return random;
}
