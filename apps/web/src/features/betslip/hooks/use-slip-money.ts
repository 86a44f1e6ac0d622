import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { toMajorUnits } from '../lib/slip-units.ts';

/** Minor-unit amounts as the slip shows them: the player's currency, or the bare number for a visitor. */
export function useSlipMoney(): (minor: number) => string {
  const money = usePlayerMoney();
  return (minor) => money(toMajorUnits(minor));
}
