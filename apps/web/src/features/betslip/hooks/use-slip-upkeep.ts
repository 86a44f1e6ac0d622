import { multipleAllowed } from '@bet/domain/betting/ticket-type';
import { oddsCapOf } from '@bet/domain/sportsbook/odds-grid';
import { useEffect } from 'react';
import type { SlipAddRules } from '../../../shared/slip/slip-rules.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { useSlipBadgeStore } from '../../../shared/stores/slip-badge-store.ts';
import { settleSlipSystem } from '../lib/slip-actions.ts';
import { toMajorUnits } from '../lib/slip-units.ts';
import { useSlipSummary } from './use-slip-summary.ts';

const sameRules = (a: SlipAddRules, b: SlipAddRules): boolean =>
  a.multipleAllowed === b.multipleAllowed &&
  a.systemFreePicks === b.systemFreePicks &&
  a.maxPicks === b.maxPicks &&
  a.minOdds === b.minOdds &&
  a.maxOdds === b.maxOdds;

/**
 * Keeps what the shell reads of the slip current while it has picks: the player's rules for adding
 * picks, the floating counter's payout, and the system choice in line with the picks.
 */
export function useSlipUpkeep(): void {
  const { summary, input } = useSlipSummary();
  const { limits, settings } = input;

  useEffect(() => {
    const rules: SlipAddRules = {
      multipleAllowed: multipleAllowed(limits),
      systemFreePicks: settings.systemFreePicks,
      maxPicks: settings.maxPicks,
      minOdds: limits.minOddsCoupon.limit,
      // The cap in force: the player's maxOddsCoupon limit, else 320.
      maxOdds: oddsCapOf(limits.maxOddsCoupon.limit),
    };
    const current = useSlipStore.getState().addRules;
    if (!current || !sameRules(rules, current)) useSlipStore.setState({ addRules: rules });
  }, [limits, settings]);

  // The summary's max payout already holds the stake (stake times odds, plus bonus, capped).
  useEffect(() => {
    useSlipBadgeStore.getState().setPayout(toMajorUnits(summary.maxPay));
  }, [summary.maxPay]);
  useEffect(() => () => useSlipBadgeStore.getState().setPayout(0), []);

  useEffect(() => {
    settleSlipSystem();
    return useSlipStore.subscribe((now, before) => {
      if (now.selections !== before.selections) settleSlipSystem();
    });
  }, []);
}
