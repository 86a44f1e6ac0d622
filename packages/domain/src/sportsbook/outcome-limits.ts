// Stake limits an outcome carries unless the operator sets others (spec 001 section 9).
import type { OutcomeLimits } from '../api/sportsbook.ts';

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
