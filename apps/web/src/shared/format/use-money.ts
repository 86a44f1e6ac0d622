import { toMajor } from '@bet/domain/money';
import { useLanguage } from '../hooks/use-language.ts';
import { formatMoney, formatNumber } from './format.ts';

/**
 * Amounts in the player's language with the currency's symbol (bare while the currency is not
 * known yet). The API answers major units in the spec's calls and minor units in the games' own.
 */
export function useMoney(currency: string | undefined, unit: 'major' | 'minor' = 'major') {
  const lang = useLanguage();
  return (amount: number): string => {
    const major = unit === 'minor' ? toMajor(amount) : amount;
    return currency ? formatMoney(major, currency, lang) : formatNumber(major, lang);
  };
}
