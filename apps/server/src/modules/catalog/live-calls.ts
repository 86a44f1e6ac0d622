// lives3, the live sports list, liveoddsnew and the favourites lookup: the live pages' calls.
import type { LiveLookupResponse, LiveOddsResponse, Lives3Response } from '@bet/domain/api/sportsbook';
import type { Lives3Query } from '@bet/domain/api/sportsbook-requests';
import { mainMarketTypes, marketName } from '@bet/domain/sportsbook/market-catalogue';
import { STALE_UNSTARTED_MINUTES } from '@bet/domain/sportsbook/match-status';
import { notFound } from '../../http/errors.ts';
import type { KeptAnswer } from './answer-encoding.ts';
import { toLiveMatch } from './api-shapes.ts';
import { type CallRange, callRange } from './call-dates.ts';
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
import { deflatePiece, gzipJoin } from './gzip-join.ts';
import { liveMatchFragment } from './match-json.ts';
import type { CatalogNames } from './names.ts';

/** Upcoming on the live page: what starts within a day (spec 001 section 9 time windows). */
const UPCOMING_MS = 24 * 60 * 60 * 1000;
/** Kicked-off matches stay upcoming this long (a late start). */
const GRACE_MS = 5 * 60_000;
const LIVE_LIMIT = 1000;

/** What the live lists read of the catalogue. */
export type CatalogView = Pick<Catalog, 'store' | 'names'>;

export type LiveContext = { now: Date; lang: string; tvIds: ReadonlySet<number> };

export type Lives3Rows = {
  page: CatalogMatch[];
  types: (m: CatalogMatch) => ReadonlySet<number>;
  data: Lives3Response['data'];
  /** The page and data hold until this moment (epoch ms) unless the catalogue's structure moves. */
  until: number;
};

/** Upcoming matches in the body's window, and until when that choice holds as the clock moves. */
function upcomingOf(catalog: CatalogView, body: CallRange, now: Date) {
  const at = now.getTime();
  const range = callRange(body);
  const from = Math.max(at, range.from?.getTime() ?? 0);
  const end = range.to?.getTime();
  const to = end ?? at + UPCOMING_MS;
  const matches = prematchIn(catalog.store, { from: at - GRACE_MS, to }, at).filter(
    (m) => m.startsAt >= from - GRACE_MS,
  );
  // The windows slide with the clock: the choice changes first when a match starts late enough to
  // drop out (grace or staleness) or, with no end given, close enough to come in.
  let until = Number.POSITIVE_INFINITY;
  for (const m of catalog.store.matches.values()) {
    if (m.state.status !== 'not_started') continue;
    const flips = [m.startsAt + GRACE_MS, m.startsAt + STALE_UNSTARTED_MINUTES * 60_000];
    if (end === undefined) flips.push(m.startsAt - UPCOMING_MS);
    for (const flip of flips) if (flip >= at && flip < until) until = flip + 1;
  }
  return { matches, until };
}

/** The rows lives3 answers with (a page of live and upcoming matches) and its data part. */
export function lives3Rows(catalog: CatalogView, body: Lives3Query, ctx: LiveContext): Lives3Rows {
  const names = catalog.names();
  const { matches: upcoming, until } = upcomingOf(catalog, body, ctx.now);
  const live = liveMatches(catalog.store);
  const sports = liveSportsList(catalog.store, names, upcoming, ctx.lang);
  const favourites = body.favorites?.length ? new Set(body.favorites) : undefined;
  const keyword = keywordFilter(names, body.keyWord, ctx.lang);
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
    until,
  };
}

const HEAD = Buffer.from('{"status":true,"matches":[');
const COMMA = Buffer.from(',');
const HEAD_DEFLATED = deflatePiece(HEAD);
const COMMA_DEFLATED = deflatePiece(COMMA);

/** lives3's answer from its rows and their data part, each match's bytes (and deflated bytes) reused. */
export function lives3Answer(
  { page, types }: Lives3Rows,
  data: string,
  names: CatalogNames,
  ctx: LiveContext,
): KeptAnswer {
  const matches = page.map((m) =>
    liveMatchFragment(m, names, ctx.lang, { types: types(m), tv: ctx.tvIds.has(m.id) }),
  );
  const tail = Buffer.from(`],"data":${data}}`);
  const parts: Buffer[] = [HEAD];
  for (const m of matches) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(m.bytes);
  }
  parts.push(tail);
  let json: Buffer | undefined;
  return {
    size: parts.reduce((n, part) => n + part.length, 0),
    json: () => {
      json ??= Buffer.concat(parts);
      return json;
    },
    joinedGzip: () => {
      const pieces: Buffer[] = [HEAD_DEFLATED];
      for (const m of matches) {
        if (pieces.length > 1) pieces.push(COMMA_DEFLATED);
        pieces.push(m.deflated());
      }
      pieces.push(deflatePiece(tail));
      return gzipJoin(pieces, parts);
    },
  };
}

export function liveOddsCall(catalog: Catalog, matchId: number, ctx: LiveContext): LiveOddsResponse {
  const match = catalog.store.get(matchId);
  if (!match?.visible) throw notFound('notFoundMatch');
  const shaped = toLiveMatch(match, catalog.names(), ctx.lang, { tv: ctx.tvIds.has(match.id) });
  return { status: true, match: { ...shaped, odds: [] }, odds: shaped.odds };
}

/** Favourite matches still open, live first (the favourites page and the slip's live picks). */
export function liveLookupCall(
  catalog: Catalog,
  ids: readonly number[],
  ctx: LiveContext,
): LiveLookupResponse {
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
