// lives3, the live sports list, liveoddsnew and the favourites lookup: the live pages' calls.
import type { LiveLookupResponse, LiveOddsResponse, Lives3Response } from '@bet/domain/api/sportsbook';
import { mainMarketTypes, marketName } from '@bet/domain/sportsbook/market-catalogue';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { toLiveMatch } from './api-shapes.ts';
import { type lives3Body, parseCallDate } from './call-schemas.ts';
import {
  byLeague,
  byTime,
  isLive,
  keywordFilter,
  liveMatches,
  liveSportsList,
  prematchIn,
} from './catalog-queries.ts';
import type { Catalog } from './catalog-service.ts';
import type { CatalogMatch } from './catalog-store.ts';
import { liveMatchJson } from './match-json.ts';

/** Upcoming on the live page: what starts within a day (spec 001 section 9 time windows). */
const UPCOMING_MS = 24 * 60 * 60 * 1000;
const LIVE_LIMIT = 1000;

type Context = { now: Date; lang: string; tvIds: ReadonlySet<number> };

function upcomingOf(catalog: Catalog, body: { startDate?: string; endDate?: string }, now: Date) {
  const from = Math.max(now.getTime(), parseCallDate(body.startDate)?.getTime() ?? 0);
  const to = parseCallDate(body.endDate)?.getTime() ?? now.getTime() + UPCOMING_MS;
  return prematchIn(catalog.store, { from: now.getTime() - 5 * 60_000, to }, now.getTime()).filter(
    (m) => m.startsAt >= from - 5 * 60_000,
  );
}

/** The rows lives3 answers with (a page of live and upcoming matches) and its data part. */
export function lives3Rows(
  catalog: Catalog,
  body: z.infer<typeof lives3Body>,
  ctx: Context,
): { page: CatalogMatch[]; types: (m: CatalogMatch) => ReadonlySet<number>; data: Lives3Response['data'] } {
  const names = catalog.names();
  const upcoming = upcomingOf(
    catalog,
    {
      ...(body.startDate ? { startDate: body.startDate } : {}),
      ...(body.endDate ? { endDate: body.endDate } : {}),
    },
    ctx.now,
  );
  const live = liveMatches(catalog.store);
  const sports = liveSportsList(catalog.store, names, upcoming, ctx.lang);
  const favourites = body.favorites?.length ? new Set(body.favorites) : undefined;
  const keyword = keywordFilter(names, body.keyWord);
  // Favourites and a search without a sport look across all sports (the search overlay groups by sport).
  const everySport = favourites !== undefined || (keyword.active && !body.sportId);
  const sportId = everySport
    ? undefined
    : body.sportId || sports.find((s) => s.inPlay > 0)?.sportId || sports[0]?.sportId;
  const inScope = (m: CatalogMatch) =>
    (!sportId || m.sportId === sportId) &&
    (!favourites || favourites.has(m.id)) &&
    (!body.categoryId || m.categoryId === body.categoryId) &&
    (!body.tournamentId || m.tournamentId === body.tournamentId) &&
    keyword(m);
  const liveRows = live.filter(inScope);
  const soonRows = upcoming.filter(inScope);
  const filter = body.filter ?? 0;
  const rows = [...(filter === 2 ? [] : liveRows), ...(filter === 1 ? [] : soonRows)];
  rows.sort(body.order === 1 ? byTime : byLeague(names));
  const offset = body.offset ?? 0;
  const page = rows.slice(offset, offset + Math.min(body.limit ?? LIVE_LIMIT, LIVE_LIMIT));
  const chosen = body.odds?.length ? new Set(body.odds) : undefined;
  const bySport = new Map<number, ReadonlySet<number>>();
  const types = (m: CatalogMatch) => {
    if (chosen) return chosen;
    const held = bySport.get(m.sportId);
    if (held) return held;
    const main = new Set(mainMarketTypes(m.sportId));
    bySport.set(m.sportId, main);
    return main;
  };
  const lang = ctx.lang === 'tr' ? 'tr' : 'en';
  const typenames: Record<string, string> = {};
  for (const m of page) {
    const shown = types(m);
    for (const k of m.markets) {
      if (k.active && shown.has(k.oddsType)) typenames[k.oddsType] ??= marketName(k.oddsType, '', lang) ?? '';
    }
  }
  return {
    page,
    types,
    data: {
      sports: sports.map((s) => ({ ...s, liveCount: s.inPlay })),
      typenames,
      status: 'OK',
      totalRows: liveRows.length + soonRows.length,
      liveRows: liveRows.length,
    },
  };
}

/** lives3's answer as JSON, each match's part reused while the match has not moved. */
export function lives3Json(catalog: Catalog, body: z.infer<typeof lives3Body>, ctx: Context): string {
  const { page, types, data } = lives3Rows(catalog, body, ctx);
  const names = catalog.names();
  const matches = page.map((m) =>
    liveMatchJson(m, names, ctx.lang, { types: types(m), tv: ctx.tvIds.has(m.id) }),
  );
  return `{"status":true,"matches":[${matches.join(',')}],"data":${JSON.stringify(data)}}`;
}

export function liveOddsCall(catalog: Catalog, matchId: number, ctx: Context): LiveOddsResponse {
  const match = catalog.store.get(matchId);
  if (!match?.visible) throw notFound('notFoundMatch');
  const shaped = toLiveMatch(match, catalog.names(), ctx.lang, { tv: ctx.tvIds.has(match.id) });
  return { status: true, match: { ...shaped, odds: [] }, odds: shaped.odds };
}

/** Favourite matches still open, live first (the favourites page and the slip's live picks). */
export function liveLookupCall(catalog: Catalog, ids: readonly number[], ctx: Context): LiveLookupResponse {
  const names = catalog.names();
  const found = ids.flatMap((id) => {
    const m = catalog.store.get(id);
    return m?.visible ? [m] : [];
  });
  found.sort((a, b) => Number(isLive(b)) - Number(isLive(a)) || byTime(a, b));
  return {
    status: true,
    matches: found.map((m) =>
      toLiveMatch(m, names, ctx.lang, {
        types: new Set(mainMarketTypes(m.sportId)),
        tv: ctx.tvIds.has(m.id),
      }),
    ),
  };
}
