// The calculator popup (spec 001 section 2): every combination of the coupon with its odds and
// what it pays when it wins, at the coupon's stake per combination.
import { expandCombinations } from '@bet/domain/betting/combinations';
import { combinationOdds, combinationPay, oddsCap } from '@bet/domain/betting/payout';
import type { SlipInput } from '@bet/domain/betting/types';

/** One combination: its picks (indices into the slip), odds (thousandths) and pay (minor units). */
export type CalculatorRow = { picks: number[]; odds: number; pay: number };

/** Most rows listed; a big system says how many more there are instead. */
export const CALCULATOR_ROWS = 200;

export function calculatorRows(
  input: SlipInput,
  ticketStake: number,
  limit = CALCULATOR_ROWS,
): { rows: CalculatorRow[]; total: number } {
  const combos = expandCombinations(input.picks, input.systemSizes);
  const cap = oddsCap(input.limits);
  const rows = combos.slice(0, limit).map((picks) => {
    const odds = combinationOdds(
      picks.map((i) => input.picks[i]?.odds ?? 1000),
      cap,
    );
    return { picks, odds, pay: combinationPay(ticketStake, odds) };
  });
  return { rows, total: combos.length };
}
