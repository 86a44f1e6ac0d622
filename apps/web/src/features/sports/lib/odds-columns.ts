// The odds-type switcher: which market fills the row's columns.
import { mainMarketTypes, sportMarketTypes } from '@bet/domain/sportsbook/market-catalogue';

/** The market types the switcher offers for a sport. */
export const oddsTypeOptions = (sportId: number): readonly number[] => sportMarketTypes(sportId);

/** The row's columns: the chosen market alone, or the sport's main markets when none is chosen (or it is foreign). */
export function rowColumns(sportId: number, chosen: number | null): readonly number[] {
  if (chosen !== null && oddsTypeOptions(sportId).includes(chosen)) return [chosen];
  return mainMarketTypes(sportId);
}
