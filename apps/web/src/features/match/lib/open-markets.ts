// Which market rows are open (spec 001 section 2, Match detail): the first 10 rows open on load,
// a tap on a title toggles one. Rows keep their state once seen, so a live list that reorders
// does not open or close rows by itself.

/** Rows at an index below this open when first seen. */
export const OPEN_ON_LOAD = 10;

export type OpenMarkets = { open: ReadonlySet<string>; seen: ReadonlySet<string> };

export const NO_OPEN_MARKETS: OpenMarkets = { open: new Set(), seen: new Set() };

/**
 * The state with the rows not seen before added: open when their index in the list as shown is
 * below 10. Returns the same object when every row was seen (no re-render).
 */
export function seedOpenMarkets(state: OpenMarkets, keys: readonly string[]): OpenMarkets {
  if (keys.every((k) => state.seen.has(k))) return state;
  const open = new Set(state.open);
  const seen = new Set(state.seen);
  keys.forEach((key, index) => {
    if (seen.has(key)) return;
    seen.add(key);
    if (index < OPEN_ON_LOAD) open.add(key);
  });
  return { open, seen };
}

/** The state with one row opened or closed. */
export function toggleMarket(state: OpenMarkets, key: string): OpenMarkets {
  const open = new Set(state.open);
  if (!open.delete(key)) open.add(key);
  return { open, seen: state.seen };
}
