// European roulette (one zero): the bets the layout allows, what each pays, and the winning number
// of a provably fair round. A bet covering n numbers returns 36/n times its stake (straight 35:1 ...
// even chances 1:1), so every bet's expected return is 36/37 of the stake.
import { type RoundSeeds, roundDraw } from './fairness.ts';

export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The wheel's pockets clockwise from zero, for drawing it. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** A bet as placed: its kind, the numbers it covers (ascending) and its stake in minor units. */
export type RouletteBet = { kind: RouletteBetKind; numbers: number[]; stake: number };

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => from + i * step);

/** The layout's column of a number 1-36: 0 for 1, 4, 7 ...; 2 for 3, 6, 9 ... */
const columnOf = (n: number) => (n - 1) % 3;

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Every set of numbers a bet of the kind may cover, ascending within each. */
function coveragesOf(kind: RouletteBetKind): number[][] {
  const numbers = range(1, 36);
  switch (kind) {
    case 'straight':
      return range(0, 37).map((n) => [n]);
    case 'split': {
      const beside = numbers.filter((n) => columnOf(n) < 2).map((n) => [n, n + 1]);
      const above = numbers.filter((n) => n <= 33).map((n) => [n, n + 3]);
      return [...beside, ...above, [0, 1], [0, 2], [0, 3]];
    }
    case 'street':
      return [...range(0, 12).map((r) => range(r * 3 + 1, 3)), [0, 1, 2], [0, 2, 3]];
    case 'corner':
      return [
        ...numbers.filter((n) => columnOf(n) < 2 && n <= 32).map((n) => [n, n + 1, n + 3, n + 4]),
        [0, 1, 2, 3],
      ];
    case 'line':
      return range(0, 11).map((r) => range(r * 3 + 1, 6));
    case 'dozen':
      return range(0, 3).map((d) => range(d * 12 + 1, 12));
    case 'column':
      return range(0, 3).map((c) => numbers.filter((n) => columnOf(n) === c));
    case 'red':
      return [numbers.filter((n) => RED_NUMBERS.has(n))];
    case 'black':
      return [numbers.filter((n) => !RED_NUMBERS.has(n))];
    case 'odd':
      return [numbers.filter((n) => n % 2 === 1)];
    case 'even':
      return [numbers.filter((n) => n % 2 === 0)];
    case 'low':
      return [range(1, 18)];
    case 'high':
      return [range(19, 18)];
  }
}

const coverages = new Map<RouletteBetKind, number[][]>();

/** Whether the layout has a bet of this kind on exactly these numbers. */
export function isRouletteBet(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  let allowed = coverages.get(kind);
  if (!allowed) {
    allowed = coveragesOf(kind);
    coverages.set(kind, allowed);
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  return allowed.some((candidate) => sameNumbers(candidate, sorted));
}

/** What a bet returns (stake included) when `winning` comes up: 36/n × stake, or 0. */
export function roulettePayout(bet: RouletteBet, winning: number): number {
  return bet.numbers.includes(winning) ? bet.stake * (36 / bet.numbers.length) : 0;
}

/** The winning number of a round: a uniform draw over the 37 pockets from its seeds. */
export const rouletteNumber = (seeds: RoundSeeds): number => roundDraw(seeds).nextInt(ROULETTE_POCKETS);

export const isRed = (n: number): boolean => RED_NUMBERS.has(n);
