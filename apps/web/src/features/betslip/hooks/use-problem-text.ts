import type { SlipProblem } from '@bet/domain/betting/types';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';

// The rules give amounts as exact text ('12.50'); these messages show them in the language's style.
const MONEY_MESSAGES = new Set([
  'minStakeError',
  'maxStakeError',
  'maxPayError',
  'stakeReducedToMaxPay',
  'possibleWinCapped',
]);

/** A problem of the rules in the page's language (the catalogue holds the server's message keys). */
export function useProblemText(): (problem: SlipProblem) => string {
  const { t } = useTranslation();
  const lang = useLanguage();
  return useCallback(
    ({ key, params = {} }: SlipProblem) => {
      const money = MONEY_MESSAGES.has(key);
      const values = Object.fromEntries(
        Object.entries(params).map(([name, v]) => [name, money ? formatNumber(Number(v), lang) : v]),
      );
      return t(`betslip.messages.${key}`, values);
    },
    [t, lang],
  );
}
