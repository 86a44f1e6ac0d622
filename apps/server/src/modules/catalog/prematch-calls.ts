// sports, categories, tournaments, matches and odds: the prematch browser's calls.
import type { OddsResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { MatchesQuery } from '@bet/domain/api/sportsbook-requests';
import { mainMarketTypes } from '@bet/domain/sportsbook/market-catalogue';
import { notFound } from '../../http/errors.ts';
import { toPrematchMatch } from './api-shapes.ts';
import { type CallRange, callRange } from './call-dates.ts';
import { byTime, keywordFilter, prematchIn, type Window } from './catalog-queries.ts';
import type { Catalog } from './catalog-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_MATCHES_LIMIT = 150;

/** The window a call asks for: from its start (default now) to its end (default `days` later). */
export function callWindow(
  body: CallRange & { addDate?: number | undefined },
  now: Date,
  days: number,
): Window {
  const range = callRange(body);
  const from = range.from?.getTime() ?? now.getTime();
  const end = body.addDate ? from + body.addDate * 60_000 : range.to?.getTime();
  return { from, to: end ?? from + days * DAY_MS };
}

export function matchesCall(
  catalog: Catalog,
  body: MatchesQuery,
  context: { now: Date; days: number; lang: string },
): { results: PrematchMatch[]; totalRows: number } {
  const names = catalog.names();
  const now = context.now.getTime();
  const window = callWindow(body, context.now, context.days);
  const keyword = keywordFilter(names, body.keyWord, context.lang);
  const selected = prematchIn(catalog.store, window, now).filter(
    (m) =>
      m.sportId === body.sportId &&
      (!body.categoryId || m.categoryId === body.categoryId) &&
      (!body.tournamentId || m.tournamentId === body.tournamentId) &&
      (!body.highList || (names.tournaments.get(m.tournamentId)?.priority ?? 0) > 0) &&
      keyword(m),
  );
  selected.sort(byTime);
  const offset = body.offset ?? 0;
  const page = selected.slice(offset, offset + (body.limit ?? DEFAULT_MATCHES_LIMIT));
  const types = new Set(body.oid?.length ? body.oid : mainMarketTypes(body.sportId));
  return {
    results: page.map((m) => toPrematchMatch(m, names, context.lang, types)),
    totalRows: selected.length,
  };
}

export function oddsCall(catalog: Catalog, matchId: number, lang: string): OddsResponse {
  const match = catalog.store.get(matchId);
  if (!match?.visible) throw notFound('notFoundMatch');
  const shaped = toPrematchMatch(match, catalog.names(), lang);
  return { status: true, match: { ...shaped, odds: [] }, results: shaped.odds };
}
