// Builders for the slip's tests: picks whose uniq key matches their market, outcome and special.
import type { SlipSelection } from './slip-selection.ts';

/** A pick on match `m` of outcome key `i` (`${oddstype}_${outcomeid}_${special}`), at odd 1.85. */
export function slipPick(m: number, i = '1_1_', extra: Partial<SlipSelection> = {}): SlipSelection {
  const [oddstype = '1', outcomeid = '1', special = ''] = i.split('_');
  return {
    m,
    i,
    ttype: 'N',
    oddstype: Number(oddstype),
    special,
    outcomeid,
    odd: 1.85,
    home: `Home ${m}`,
    away: `Away ${m}`,
    sportId: 1,
    typename: 'Maç Sonucu',
    outcome: outcomeid,
    addedAt: 0,
    ...extra,
  };
}

/** Picks on matches 1..n, one each. */
export const slipPicks = (n: number, extra: Partial<SlipSelection> = {}): SlipSelection[] =>
  Array.from({ length: n }, (_, k) => slipPick(k + 1, '1_1_', extra));
