// What the sportsbook calls take (spec 001 section 7): the catalogue lists, match details, live
// lookups, TV, results and statistics. zod schemas, the one source of these types; their answers
// are in sportsbook.ts and match-stats.ts.
import { z } from 'zod';
import { parseCallDate } from '../day-range.ts';
import { callBody, text, timeZone } from './fields.ts';

/** A number, or digits the server reads as one. */
const coercedInt = () => z.coerce.number<number | string>().int();
/** A catalogue id (sport, category, tournament, match, market type), as a number or digits. */
export const catalogId = coercedInt().min(0).max(2_147_483_647);
const optionalId = z.union([catalogId, z.literal('')]).optional();

/** A list of ids as an array or a comma-separated string ('1,18,29'). */
const idList = (max: number) =>
  z.union([z.array(catalogId).max(max), text(max * 12)]).transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    const parts = v.split(',').filter((p) => p.trim() !== '');
    const ids = parts.map((p) => Number(p.trim()));
    if (ids.length > max || ids.some((n) => !Number.isInteger(n) || n < 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'invalidInput' });
      return z.NEVER;
    }
    return ids;
  });

/** A call's date field (parseCallDate); '' means none. The zone does not decide whether a date reads. */
const callDate = text(40).refine((s) => s === '' || parseCallDate(s, 'UTC') !== undefined, {
  message: 'invalidDate',
});

/** The range of a sportsbook call and the zone its days are read in (the player's, else the site's). */
const window = {
  startDate: callDate.optional(),
  endDate: callDate.optional(),
  timezone: timeZone.optional(),
};

export const sportsRequest = callBody({ ...window, option: text(40).optional() });
export type SportsRequest = z.input<typeof sportsRequest>;
export const categoriesRequest = callBody({ ...window, sportId: catalogId });
export type CategoriesRequest = z.input<typeof categoriesRequest>;
export const tournamentsRequest = callBody({ ...window, sportId: catalogId, categoryId: catalogId });
export type TournamentsRequest = z.input<typeof tournamentsRequest>;

export const matchesRequest = callBody({
  ...window,
  sportId: catalogId,
  tournamentId: optionalId,
  categoryId: optionalId,
  /** Market types whose odds fill the row's columns. */
  oid: idList(50).optional(),
  keyWord: text(100).optional(),
  limit: coercedInt().min(1).max(1000).optional(),
  offset: coercedInt().min(0).max(100_000).optional(),
  /** Minutes after startDate the window ends. */
  addDate: coercedInt()
    .min(1)
    .max(366 * 1440)
    .optional(),
  /** 1: only highlighted leagues' matches. */
  highList: coercedInt().min(0).max(1).optional(),
});
export type MatchesRequest = z.input<typeof matchesRequest>;
export type MatchesQuery = z.output<typeof matchesRequest>;

export const lives3Request = callBody({
  ...window,
  sportId: optionalId,
  tournamentId: optionalId,
  categoryId: optionalId,
  keyWord: text(100).optional(),
  /** Market types to include (the row columns). */
  odds: idList(50).optional(),
  favorites: idList(500).optional(),
  /** 0 by league, 1 by time. */
  order: coercedInt().min(0).max(1).optional(),
  /** 0 live and upcoming, 1 live, 2 upcoming. */
  filter: coercedInt().min(0).max(2).optional(),
  limit: coercedInt().min(1).max(1000).optional(),
  offset: coercedInt().min(0).max(100_000).optional(),
});
export type Lives3Request = z.input<typeof lives3Request>;
export type Lives3Query = z.output<typeof lives3Request>;

/** liveSports and tvList take no fields of their own. */
export const noFieldsRequest = callBody({});
export const matchRequest = callBody({ matchId: catalogId });
/** odds, tv, matchEvents and matchStatistics: one match. */
export type MatchRequest = z.input<typeof matchRequest>;
/** liveoddsnew: one live match (matchid, spelled as the spec's client sends it). */
export const liveOddsRequest = callBody({ matchid: catalogId });
export type LiveOddsRequest = z.input<typeof liveOddsRequest>;
export const liveLookupRequest = callBody({ favorites: idList(500) });
export type LiveLookupRequest = z.input<typeof liveLookupRequest>;
export const leagueTableRequest = callBody({ tournamentId: catalogId });
export type LeagueTableRequest = z.input<typeof leagueTableRequest>;

/** matchResults: order is the offset of the page. */
export const resultsRequest = callBody({
  ...window,
  sportId: optionalId,
  limit: coercedInt().min(1).max(200).optional(),
  order: coercedInt().min(0).max(1_000_000).optional(),
});
export type ResultsRequest = z.input<typeof resultsRequest>;
