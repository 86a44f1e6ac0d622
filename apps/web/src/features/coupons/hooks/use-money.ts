import { formatMoney, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../session/api/get-user-data.ts';

/** Amounts in the signed-in player's currency; a visitor (a shared coupon) sees the number alone. */
export function useMoney(): (amount: number) => string {
  const lang = useLanguage();
  const currency = useUser()?.currency ?? '';
  return (amount) => (currency ? formatMoney(amount, currency, lang) : formatNumber(amount, lang));
}
