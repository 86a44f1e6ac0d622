import type { RefusalKey } from '@bet/domain/api/placement';
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

/**
 * A createCoupon refusal in the page's language: its key's text when the catalogue holds the key
 * (the server translates only Turkish and English), else the server's message.
 */
export function useRefusalText(): (refusal: RefusalKey & { msg?: string }) => string {
  const { i18n } = useTranslation();
  const problemText = useProblemText();
  return useCallback(
    ({ key, params, msg = '' }: RefusalKey & { msg?: string }) =>
      key && i18n.exists(`betslip.messages.${key}`)
        ? problemText({ key, blocking: true, ...(params && { params }) })
        : msg,
    [i18n, problemText],
  );
}
