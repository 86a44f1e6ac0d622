// shortcode (spec 001 section 5, Short code): the outcome an uppercase code names, on a match the
// catalogue still offers, ready for the slip; otherwise the not-found message with the code.

import { translate } from '@bet/domain';
import type { ShortcodeResponse } from '@bet/domain/api/betting';
import { parseShortCode, shortCode } from '@bet/domain/betting/short-code';
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import { marketName, outcomeName } from '@bet/domain/sportsbook/market-catalogue';
import type { Catalog } from '../../catalog/index.ts';

export function shortcodeCall(catalog: Catalog, code: string, lang: string): ShortcodeResponse {
  const keyword = code.trim().toUpperCase();
  const parsed = parseShortCode(keyword);
  const match = parsed ? catalog.store.get(parsed.matchId) : undefined;
  const l = lang === 'tr' ? 'tr' : 'en';
  for (const market of match?.markets ?? []) {
    if (!match || !market.active) continue;
    for (const outcome of market.outcomes) {
      if (shortCode(match.id, market.oddsType, market.special, outcome.outcomeId) !== keyword) continue;
      const names = catalog.names();
      const home = names.teams.get(match.homeTeamId) ?? '';
      const away = names.teams.get(match.awayTeamId) ?? '';
      const typeName = marketName(market.oddsType, market.special, l) ?? String(market.oddsType);
      const outcomeLabel = outcomeName(market.oddsType, outcome.outcomeId, l) ?? outcome.name;
      return {
        status: true,
        msg: translate('selectionAddedByCode', lang, { home, away, market: typeName, outcome: outcomeLabel }),
        selection: {
          matchId: match.id,
          sportId: match.sportId,
          home,
          away,
          ttype: isLiveStatus(match.state.status) ? 'L' : 'N',
          oddsType: market.oddsType,
          special: market.special,
          outcomeId: outcome.outcomeId,
          odd: outcome.odds / 1000,
          typeName,
          outcomeName: outcomeLabel,
        },
      };
    }
  }
  return { status: false, msg: translate('searchNotFound', lang, { keyword }), selection: null };
}
