// The roulette board as the screen lays it out: the spots a tap bets on, and how bets are added up
// and named. Which numbers each bet covers is the domain's rule; this only lists the board's spots.
import { isRed, RED_NUMBERS, type RouletteBet, type RouletteBetKind } from '@bet/domain/casino/roulette';
import type { TFunction } from 'i18next';

/** A place on the board: a bet kind on its numbers, ascending. */
export type BetSpot = { kind: RouletteBetKind; numbers: number[] };

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, i) => from + i * step);
const NUMBERS = range(1, 36);

/** A pocket's colour, as the board and the wheel print it. */
export const pocketColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : isRed(n) ? 'red' : 'black';

export const straightSpot = (n: number): BetSpot => ({ kind: 'straight', numbers: [n] });

export const DOZENS: BetSpot[] = range(0, 3).map((d) => ({ kind: 'dozen', numbers: range(d * 12 + 1, 12) }));
export const COLUMNS: BetSpot[] = range(1, 3).map((c) => ({ kind: 'column', numbers: range(c, 12, 3) }));

/** The even chances, in the order the board shows them down its side. */
export const EVEN_CHANCES: BetSpot[] = [
  { kind: 'low', numbers: range(1, 18) },
  { kind: 'even', numbers: NUMBERS.filter((n) => n % 2 === 0) },
  { kind: 'red', numbers: NUMBERS.filter((n) => RED_NUMBERS.has(n)) },
  { kind: 'black', numbers: NUMBERS.filter((n) => !RED_NUMBERS.has(n)) },
  { kind: 'odd', numbers: NUMBERS.filter((n) => n % 2 === 1) },
  { kind: 'high', numbers: range(19, 18) },
];

/** Where an inside bet between numbers sits on a number's cell: on its right or lower edge, its corner, or above it. */
export type Edge = 'right' | 'below' | 'corner' | 'above';

/**
 * The inside bets laid on a number's edges: splits and corners between numbers, zero's splits above
 * 1, 2 and 3, and on the row's outer edge its street (beside the last number) and the six line of it
 * and the row below (on that number's lower corner), as on a table's felt.
 */
export function edgeSpotsOf(n: number): { edge: Edge; spot: BetSpot }[] {
  const column = (n - 1) % 3;
  const edges: { edge: Edge; spot: BetSpot }[] = [];
  if (n <= 3) edges.push({ edge: 'above', spot: { kind: 'split', numbers: [0, n] } });
  if (column < 2) edges.push({ edge: 'right', spot: { kind: 'split', numbers: [n, n + 1] } });
  else edges.push({ edge: 'right', spot: { kind: 'street', numbers: range(n - 2, 3) } });
  if (n <= 33) edges.push({ edge: 'below', spot: { kind: 'split', numbers: [n, n + 3] } });
  if (column < 2 && n <= 32)
    edges.push({ edge: 'corner', spot: { kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] } });
  if (column === 2 && n <= 33)
    edges.push({ edge: 'corner', spot: { kind: 'line', numbers: range(n - 2, 6) } });
  return edges;
}

const sameSpot = (a: BetSpot, b: BetSpot) =>
  a.kind === b.kind && a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]);

/** What the bets stake on one spot. */
export const stakeOn = (bets: readonly RouletteBet[], spot: BetSpot): number =>
  bets.filter((bet) => sameSpot(bet, spot)).reduce((sum, bet) => sum + bet.stake, 0);

export const totalStake = (bets: readonly RouletteBet[]): number =>
  bets.reduce((sum, bet) => sum + bet.stake, 0);

/** The bets with a chip more on the spot: a spot already bet grows, a new one joins the end. */
export function addChip(bets: readonly RouletteBet[], spot: BetSpot, chip: number): RouletteBet[] {
  const at = bets.findIndex((bet) => sameSpot(bet, spot));
  if (at < 0) return [...bets, { ...spot, stake: chip }];
  return bets.map((bet, i) => (i === at ? { ...bet, stake: bet.stake + chip } : bet));
}

/** The bets with those on the same spot made one: the server lists each placement's bets apart. */
export const mergeBets = (bets: readonly RouletteBet[]): RouletteBet[] =>
  bets.reduce<RouletteBet[]>((merged, bet) => addChip(merged, bet, bet.stake), []);

/** A bet's name for the player: "17", "Red", "Dozen 13–24", "Split 17, 20". */
export function betLabel(t: TFunction, bet: BetSpot): string {
  const first = bet.numbers[0] ?? 0;
  const last = bet.numbers.at(-1) ?? 0;
  switch (bet.kind) {
    case 'straight':
      return String(first);
    case 'low':
    case 'high':
      return `${first}–${last}`;
    case 'dozen':
      return t('house-games.roulette.kinds.dozen', { numbers: `${first}–${last}` });
    case 'column':
      return t('house-games.roulette.kinds.column', { numbers: first });
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
      return t(`house-games.roulette.kinds.${bet.kind}`);
    default:
      return t(`house-games.roulette.kinds.${bet.kind}`, { numbers: bet.numbers.join(', ') });
  }
}
