import { formatMoney, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../session/api/get-user-data.ts';
import { toMajorUnits } from '../lib/slip-units.ts';

/** Minor-unit amounts as the slip shows them: the player's currency, or the bare number for a visitor. */
export function useSlipMoney(): (minor: number) => string {
  const lang = useLanguage();
  const currency = useUser()?.currency ?? '';
  return (minor) => {
    const major = toMajorUnits(minor);
    return currency ? formatMoney(major, currency, lang) : formatNumber(major, lang);
  };
}
