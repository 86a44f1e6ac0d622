// Market and outcome names in the page's language, from the `odds` catalogue area (see market-labels).
import type { OddGroup, Outcome } from '@bet/domain/api/sportsbook';
import { marketLabel, type OddsText, outcomeLabel } from '@bet/domain/sportsbook/market-labels';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** marketLabel and outcomeLabel bound to the page's language. */
export function useMarketNames() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const text = useCallback<OddsText>(
    (key, values) => (i18n.exists(`odds.${key}`) ? t(`odds.${key}`, values) : undefined),
    [t, i18n],
  );
  return {
    market: useCallback(
      (g: Pick<OddGroup, 'oddstype' | 'special' | 'typename'>) => marketLabel(g, lang, text),
      [lang, text],
    ),
    outcome: useCallback(
      (g: Pick<OddGroup, 'oddstype'>, o: Pick<Outcome, 'outcomeid' | 'outcome'>) =>
        outcomeLabel(g, o, lang, text),
      [lang, text],
    ),
  };
}
