// Stake limits an outcome carries unless the operator sets others (spec 001 section 9), and how
// the API presents them: like every other amount of the API, in major units.
import type { OutcomeLimits } from '../api/sportsbook.ts';
import { AmountError, toMajor, toMinor } from '../money.ts';

/** Single and combined: min stake 1, max stake 250, max pay 12,500 (minor units); min tip 1. */
export const DEFAULT_OUTCOME_LIMITS: Readonly<OutcomeLimits> = {
  smis: 1_00,
  smas: 250_00,
  smay: 12_500_00,
  kmis: 1_00,
  kmas: 250_00,
  kmay: 12_500_00,
  mintip: 1,
};

const AMOUNTS = ['smis', 'smas', 'smay', 'kmis', 'kmas', 'kmay'] as const;

/** The limits as an outcome of the API carries them: amounts in major units (1 / 250 / 12500). */
export function outcomeLimitsToApi(limits: Readonly<OutcomeLimits>): OutcomeLimits {
  const out = { ...limits };
  for (const key of AMOUNTS) out[key] = toMajor(limits[key]);
  return out;
}

/** An outcome's limits read from the API back in minor units; an amount it cannot read keeps the default. */
export function outcomeLimitsFromApi(presented: Readonly<OutcomeLimits>): OutcomeLimits {
  const out = { ...DEFAULT_OUTCOME_LIMITS, mintip: presented.mintip };
  for (const key of AMOUNTS) {
    try {
      out[key] = toMinor(presented[key]);
    } catch (error) {
      if (!(error instanceof AmountError)) throw error;
    }
  }
  return out;
}
