import { toMajor } from '@bet/domain/money';
import { formatMoney, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/** Minor units in the site's money format, with the currency's symbol when one is known. */
export function useMoney(currency: string | undefined): (minor: number) => string {
  const lang = useLanguage();
  return (minor) =>
    currency ? formatMoney(toMajor(minor), currency, lang) : formatNumber(toMajor(minor), lang);
}

/** An amount as a chip prints it: bare, and whole where it is (table stakes are sums of whole chips). */
export function useChipAmount(): (minor: number) => string {
  const lang = useLanguage();
  return (minor) => formatNumber(toMajor(minor), lang, minor % 100 === 0 ? 0 : 2);
}
