// Which sell prices moved since the last refresh, for the 3 s highlight (spec 001 section 4).

export type PriceMove = 'up' | 'down';

/** How long a moved price stays highlighted. */
export const PRICE_MOVE_MS = 3000;

/**
 * The coupons whose price went up or down against the previous prices; coupons that were not
 * there before, or had no price (0), are not a move.
 */
export function priceMoves(
  previous: ReadonlyMap<string, number>,
  current: ReadonlyMap<string, number>,
): Map<string, PriceMove> {
  const moves = new Map<string, PriceMove>();
  for (const [id, price] of current) {
    const before = previous.get(id);
    if (before === undefined || before <= 0 || price <= 0 || before === price) continue;
    moves.set(id, price > before ? 'up' : 'down');
  }
  return moves;
}
