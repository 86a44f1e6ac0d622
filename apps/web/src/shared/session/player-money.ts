import { formatMoney, formatNumber } from '../format/format.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useUser } from './api/get-user-data.ts';

/** Amounts (major units) in the signed-in player's currency; a visitor sees the number alone. */
export function usePlayerMoney(): (amount: number) => string {
  const lang = useLanguage();
  const currency = useUser()?.currency ?? '';
  return (amount) => (currency ? formatMoney(amount, currency, lang) : formatNumber(amount, lang));
}
