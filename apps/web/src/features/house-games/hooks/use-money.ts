import { toMajor } from '@bet/domain/money';
import { formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

/** An amount as a chip prints it: bare, and whole where it is (table stakes are sums of whole chips). */
export function useChipAmount(): (minor: number) => string {
  const lang = useLanguage();
  return (minor) => formatNumber(toMajor(minor), lang, minor % 100 === 0 ? 0 : 2);
}
