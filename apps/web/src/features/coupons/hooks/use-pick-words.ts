import type { CouponMatchRow } from '@bet/domain/api/betting';
import { useMarketNames } from '../../../shared/sportsbook/market-names.ts';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';

/**
 * A coupon's pick with its sport, market and outcome named in the page's language, as the odds
 * pages name them: the server's names are Turkish or English only.
 */
export function usePickWords(): (row: CouponMatchRow) => CouponMatchRow {
  const names = useMarketNames();
  const sportName = useSportName();
  return (row) => {
    const group = { oddstype: row.oddsType, special: row.special, typename: row.typeName };
    const market = names.market(group);
    const outcome = names.outcome(group, { outcomeid: row.outcomeId, outcome: row.outComeName });
    return {
      ...row,
      sportName: sportName(row.sportId, row.sportName),
      typeName: market,
      outComeName: outcome,
      liveTypeName: row.liveTypeName && market,
      liveOutComeName: row.liveOutComeName && outcome,
    };
  };
}
