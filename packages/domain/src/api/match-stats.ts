// What the results, league table, statistics and match events calls answer (spec 001 section 7):
// zod schemas, the one source of these types.
import { z } from 'zod';

const matchStatus = z.string();

/** A finished (or cancelled) match of the results page. */
export const resultRow = z.object({
  matchId: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  categoryName: z.string(),
  tournamentName: z.string(),
  matchDate: z.string(),
  home: z.string(),
  away: z.string(),
  /** Full-time score first, then period scores, each 'home:away'; ['Cancelled'] when cancelled. */
  resultshf: z.array(z.string()),
  status: matchStatus,
  /** The info popover's details, 'home:away' each; the page labels them in its language. */
  results: z.object({
    periods: z.array(z.string()),
    corners: z.string().optional(),
    yellowCards: z.string().optional(),
    redCards: z.string().optional(),
  }),
});
export type ResultRow = z.infer<typeof resultRow>;

export const resultsResponse = z.object({
  status: z.literal('OK'),
  results: z.array(resultRow),
  total: z.number(),
});
export type ResultsResponse = z.infer<typeof resultsResponse>;

/** A result in a form guide: won, drawn, lost. */
export const formResult = z.enum(['W', 'D', 'L']);
export type FormResult = z.infer<typeof formResult>;

/** One team's line of a league table (leagueTable, matchStatistics). */
export const leagueRow = z.object({
  position: z.number(),
  teamId: z.number(),
  team: z.string(),
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  points: z.number(),
  /** Last five, oldest first. */
  form: z.array(formResult),
});
export type LeagueRow = z.infer<typeof leagueRow>;

export const leagueTableResponse = z.object({
  status: z.literal(true),
  tournament: z.string(),
  rows: z.array(leagueRow),
});
export type LeagueTableResponse = z.infer<typeof leagueTableResponse>;

export const headToHead = z.object({
  date: z.string(),
  home: z.string(),
  away: z.string(),
  score: z.string(),
});
export type HeadToHead = z.infer<typeof headToHead>;

/** Who plays in a match, open or decided. */
export const matchTeams = z.object({
  id: z.number(),
  sportId: z.number(),
  tournamentId: z.number(),
  tournament: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  home: z.string(),
  away: z.string(),
  matchDate: z.string(),
});
export type MatchTeams = z.infer<typeof matchTeams>;

export const matchStatisticsResponse = z.object({
  status: z.literal(true),
  match: matchTeams,
  homeForm: z.array(formResult),
  awayForm: z.array(formResult),
  headToHead: z.array(headToHead),
  table: z.array(leagueRow),
});
export type MatchStatisticsResponse = z.infer<typeof matchStatisticsResponse>;

/** Something that happened in a match, for the tracker. */
export const playEvent = z.object({
  /** Match seconds since the start (breaks included). */
  at: z.number(),
  type: z.enum([
    'goal',
    'point',
    'yellow',
    'red',
    'corner',
    'period_start',
    'period_end',
    'set_won',
    'map_won',
  ]),
  team: z.enum(['home', 'away', '']),
  /** Displayed minute for clock sports, else the period number. */
  minute: z.number(),
  /** Score after the event. */
  score: z.object({ home: z.number(), away: z.number() }),
});
export type PlayEvent = z.infer<typeof playEvent>;

export const matchEventsResponse = z.object({ status: z.literal(true), events: z.array(playEvent) });
export type MatchEventsResponse = z.infer<typeof matchEventsResponse>;
