// Which markets fill a row's columns (spec 001 sections 2 and 5: activeOdd, odds-column
// catalogue). The spec's default type 41 is not one of ours: anything unknown means the
// sport's first main market.
import { mainMarketTypes, sportMarketTypes } from '@bet/domain/sportsbook/market-catalogue';

/** Markets with more prices than a row has cells. */
const WIDE_TYPES: ReadonlySet<number> = new Set([45, 181]);

/** The types the odds-type popup offers for a sport: its main markets, then the others that fit a row. */
export function oddsTypeChoices(sportId: number): number[] {
  const main = mainMarketTypes(sportId);
  const rest = sportMarketTypes(sportId).filter((t) => !main.includes(t) && !WIDE_TYPES.has(t));
  return [...main, ...rest];
}

/** The chosen type when the sport offers it, else the sport's first main market. */
export function resolveActiveOdd(sportId: number, requested: number | undefined): number | undefined {
  if (requested !== undefined && oddsTypeChoices(sportId).includes(requested)) return requested;
  return mainMarketTypes(sportId)[0];
}

/** The row columns: the active type first (narrow rows show only it), then the other main markets. */
export function rowColumns(sportId: number, active: number | undefined): number[] {
  const main = mainMarketTypes(sportId);
  const first = resolveActiveOdd(sportId, active);
  if (first === undefined) return [];
  return [first, ...main.filter((t) => t !== first)].slice(0, main.length);
}
