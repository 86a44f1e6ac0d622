// What the sportsbook calls answer (spec 001 sections 3 and 7): zod schemas, the one source of these
// types, shared by the server (its OpenAPI document) and the web app (it checks answers with them).
// Odds travel as decimals (1.85); the server keeps thousandths.
import { z } from 'zod';
import { resultsAnswer } from './common.ts';

/** 0 or 1 flags, as the spec's client reads them. */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** Direction of the last change of an odd: -1 down, 0 none, 1 up. */
export const oddDirection = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
export type OddDirection = z.infer<typeof oddDirection>;

const betStatus = z.enum(['started', 'stopped']);
const matchStatus = z.string();

/**
 * Per-outcome stake limits and the minimum number of picks (spec 001 section 3): minor units in the
 * betting rules, major units on an outcome of the API (outcomeLimitsToApi).
 */
export const outcomeLimits = z.object({
  smis: z.number(),
  smas: z.number(),
  smay: z.number(),
  kmis: z.number(),
  kmas: z.number(),
  kmay: z.number(),
  mintip: z.number(),
});
export type OutcomeLimits = z.infer<typeof outcomeLimits>;

export const outcome = outcomeLimits.extend({
  outcomeid: z.string(),
  /** The outcome's name in the request language ('1', 'X', 'Üst', '2:1'). */
  outcome: z.string(),
  odd: z.number(),
  special: z.string(),
  specialvalue: z.string(),
  /** Handicap line of handicap markets ('-1.5'), '' otherwise. */
  handicap: z.string(),
  /** `${oddstype}_${outcomeid}_${special}`: the key a slip selection is known by. */
  uniq: z.string(),
  iss: flag,
  isv: flag,
  active: flag,
  pos: oddDirection,
});
export type Outcome = z.infer<typeof outcome>;

/** A market (odd group). */
export const oddGroup = z.object({
  oddstype: z.number(),
  typename: z.string(),
  nicename: z.string(),
  special: z.string(),
  specialvalue: z.string(),
  /** Display order within the match. */
  sq: z.number(),
  /** Whether coupons holding it may be sold (cash-out). */
  csh: flag,
  active: z.number(),
  iss: flag,
  isv: flag,
  /** 1 on the most balanced line of a lines market. */
  mostbalanced: flag,
  betstts: betStatus,
  oddsCount: z.number(),
  odds: z.array(outcome),
});
export type OddGroup = z.infer<typeof oddGroup>;

/** A prematch match (matches, odds, upcoming and highlights). */
export const prematchMatch = z.object({
  id: z.number(),
  /** ISO 8601 instant of kick-off. */
  matchDate: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  oddCount: z.number(),
  categoryFlag: z.string(),
  IsStatAvailable: z.boolean(),
  liveActive: flag,
  categoryId: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  tournamentId: z.number(),
  minTip: z.number(),
  categoryName: z.string(),
  tournamentName: z.string(),
  active: flag,
  iss: flag,
  isv: flag,
  /** True once the match has kicked off (it then belongs to the live lists). */
  started: z.boolean(),
  ttype: z.literal('N'),
  odds: z.array(oddGroup),
});
export type PrematchMatch = z.infer<typeof prematchMatch>;

export const liveScore = z.object({
  /** '2:1' */
  matchscore: z.string(),
  /** Points of the current game ('30:15'), '' when the sport has none. */
  gamescore: z.string(),
  /** Scores of periods or sets, each 'home:away'. */
  setscores: z.array(z.string()),
});
export type LiveScore = z.infer<typeof liveScore>;

export const liveCards = z.object({
  redhome: z.number(),
  yellowhome: z.number(),
  redaway: z.number(),
  yellowaway: z.number(),
});
export type LiveCards = z.infer<typeof liveCards>;

export const liveTime = z.object({
  /** Elapsed minute as shown. */
  matchtime: z.number(),
  /** Stoppage minutes beyond it. */
  matchtimeextended: z.number(),
  /** Announced stoppage for the period, 0 when none. */
  matchtimeextendedExtra: z.number(),
  /**
   * Seconds played of the shown minute, for the sports whose clock runs in seconds (basketball);
   * not a spec field, absent where the minute is enough.
   */
  matchtimesecond: z.number().optional(),
});
export type LiveTime = z.infer<typeof liveTime>;

/** A live or about-to-start match (lives3, liveoddsnew, live lookup). */
export const liveMatch = z.object({
  matchid: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  categoryFlag: z.string(),
  tournamentId: z.number(),
  tournamentName: z.string(),
  /** ISO 8601 instant of kick-off. */
  matchDate: z.string(),
  Home: z.string(),
  Away: z.string(),
  HomeId: z.number(),
  AwayId: z.number(),
  active: flag,
  iss: flag,
  isv: flag,
  betstatus: betStatus,
  matchstatus: matchStatus,
  score: liveScore,
  cards: liveCards,
  corners: z.object({ home: z.number(), away: z.number() }),
  time: liveTime,
  periodLength: z.number(),
  extra_count: z.number(),
  /** Who serves now in racket sports, '' otherwise. */
  serving: z.enum(['', 'home', 'away']),
  /** Outs in the half-inning being played (baseball); not a spec field, absent elsewhere. */
  outs: z.number().optional(),
  IsStatAvailable: z.boolean(),
  /** Whether the operator set a TV stream for it. */
  tv: z.boolean(),
  oddsCount: z.number(),
  ttype: z.literal('L'),
  /** Feed version of the match; socket deltas with a lower or equal version are stale. */
  v: z.number(),
  odds: z.array(oddGroup),
});
export type LiveMatch = z.infer<typeof liveMatch>;

/** sports */
export const sportItem = z.object({
  id: z.number(),
  title: z.string(),
  matchCount: z.number(),
  liveCount: z.number(),
});
export type SportItem = z.infer<typeof sportItem>;
/** categories */
export const categoryItem = z.object({
  id: z.number(),
  title: z.string(),
  countryFlag: z.string(),
  matchCount: z.number(),
});
export type CategoryItem = z.infer<typeof categoryItem>;
/** tournaments */
export const tournamentItem = z.object({
  id: z.number(),
  title: z.string(),
  matchCount: z.number(),
  cid: z.number(),
});
export type TournamentItem = z.infer<typeof tournamentItem>;
/** The live sports list and lives3's data.sports. */
export const liveSportItem = z.object({
  sportId: z.number(),
  sportName: z.string(),
  inPlay: z.number(),
  matchCount: z.number(),
});
export type LiveSportItem = z.infer<typeof liveSportItem>;

export const sportsResponse = resultsAnswer(sportItem);
export type SportsResponse = z.infer<typeof sportsResponse>;
export const categoriesResponse = resultsAnswer(categoryItem);
export type CategoriesResponse = z.infer<typeof categoriesResponse>;
export const tournamentsResponse = resultsAnswer(tournamentItem);
export type TournamentsResponse = z.infer<typeof tournamentsResponse>;

export const matchesResponse = z.object({
  status: z.literal(true),
  results: z.array(prematchMatch),
  totalRows: z.number(),
});
export type MatchesResponse = z.infer<typeof matchesResponse>;

export const lives3Response = z.object({
  status: z.literal(true),
  matches: z.array(liveMatch),
  data: z.object({
    sports: z.array(liveSportItem.extend({ liveCount: z.number() })),
    /** Names of the market types present, by oddstype. */
    typenames: z.record(z.string(), z.string()),
    status: z.literal('OK'),
    /** Matches of the sport before paging: live plus upcoming. */
    totalRows: z.number(),
    liveRows: z.number(),
  }),
});
export type Lives3Response = z.infer<typeof lives3Response>;

export const liveSportsResponse = z.object({ status: z.literal('OK'), results: z.array(liveSportItem) });
export type LiveSportsResponse = z.infer<typeof liveSportsResponse>;

/** odds (prematch match detail) */
export const oddsResponse = z.object({
  status: z.literal(true),
  match: prematchMatch,
  results: z.array(oddGroup),
});
export type OddsResponse = z.infer<typeof oddsResponse>;

/** liveoddsnew (live match detail) */
export const liveOddsResponse = z.object({
  status: z.literal(true),
  match: liveMatch,
  odds: z.array(oddGroup),
});
export type LiveOddsResponse = z.infer<typeof liveOddsResponse>;

export const liveLookupResponse = z.object({ status: z.literal(true), matches: z.array(liveMatch) });
export type LiveLookupResponse = z.infer<typeof liveLookupResponse>;

export const tvResponse = z.object({ status: z.literal(true), videoId: z.string() });
export type TvResponse = z.infer<typeof tvResponse>;
export const tvListResponse = z.object({
  status: z.literal(true),
  data: z.object({ matchIds: z.array(z.number()) }),
});
export type TvListResponse = z.infer<typeof tvListResponse>;
