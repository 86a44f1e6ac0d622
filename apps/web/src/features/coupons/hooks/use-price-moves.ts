import { useEffect, useMemo, useRef, useState } from 'react';
import { PRICE_MOVE_MS, type PriceMove, priceMoves } from '../lib/price-moves.ts';

type Shown = { move: PriceMove; batch: number };

/**
 * Sell prices that moved at the last refresh, each highlighted for 3 s (keyed by ticket id).
 * `prices` must keep its identity until the data changes (build it with useMemo).
 */
export function usePriceMoves(prices: ReadonlyMap<string, number>): ReadonlyMap<string, PriceMove> {
  const previous = useRef<ReadonlyMap<string, number>>(new Map());
  const batches = useRef(0);
  const [shown, setShown] = useState<ReadonlyMap<string, Shown>>(new Map());

  useEffect(() => {
    const found = priceMoves(previous.current, prices);
    previous.current = prices;
    if (found.size === 0) return;
    const batch = ++batches.current;
    setShown((now) => new Map([...now, ...[...found].map(([id, move]) => [id, { move, batch }] as const)]));
    // A later move of the same coupon starts its own 3 s; this timer removes only its own batch.
    setTimeout(() => {
      setShown((now) => new Map([...now].filter(([, entry]) => entry.batch !== batch)));
    }, PRICE_MOVE_MS);
  }, [prices]);

  return useMemo(() => new Map([...shown].map(([id, entry]) => [id, entry.move])), [shown]);
}
