// What the sportsbook calls answer (spec 001 sections 3 and 7): types only, shared by the
// server and the web app. Odds travel as decimals (1.85); the server keeps thousandths.
import type { BetStatus, MatchStatus } from '../sportsbook/live-state.ts';

/** 0 or 1 flags, as the spec's client reads them. */
export type Flag = 0 | 1;

/** Direction of the last change of an odd: -1 down, 0 none, 1 up. */
export type OddDirection = -1 | 0 | 1;

/**
 * Per-outcome stake limits and the minimum number of picks (spec 001 section 3): minor units in the
 * betting rules, major units on an outcome of the API (outcomeLimitsToApi).
 */
export type OutcomeLimits = {
  smis: number;
  smas: number;
  smay: number;
  kmis: number;
  kmas: number;
  kmay: number;
  mintip: number;
};

export type Outcome = OutcomeLimits & {
  outcomeid: string;
  /** The outcome's name in the request language ('1', 'X', 'Üst', '2:1'). */
  outcome: string;
  odd: number;
  special: string;
  specialvalue: string;
  /** Handicap line of handicap markets ('-1.5'), '' otherwise. */
  handicap: string;
  /** `${oddstype}_${outcomeid}_${special}`: the key a slip selection is known by. */
  uniq: string;
  iss: Flag;
  isv: Flag;
  active: Flag;
  pos: OddDirection;
};

/** A market (odd group). */
export type OddGroup = {
  oddstype: number;
  typename: string;
  nicename: string;
  special: string;
  specialvalue: string;
  /** Display order within the match. */
  sq: number;
  /** Whether coupons holding it may be sold (cash-out). */
  csh: Flag;
  active: number;
  iss: Flag;
  isv: Flag;
  /** 1 on the most balanced line of a lines market. */
  mostbalanced: Flag;
  betstts: BetStatus;
  oddsCount: number;
  odds: Outcome[];
};

/** A prematch match (matches, odds, upcoming and highlights). */
export type PrematchMatch = {
  id: number;
  /** ISO 8601 instant of kick-off. */
  matchDate: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamId: number;
  awayTeamId: number;
  oddCount: number;
  categoryFlag: string;
  IsStatAvailable: boolean;
  liveActive: Flag;
  categoryId: number;
  sportId: number;
  sportName: string;
  tournamentId: number;
  minTip: number;
  categoryName: string;
  tournamentName: string;
  active: Flag;
  iss: Flag;
  isv: Flag;
  /** True once the match has kicked off (it then belongs to the live lists). */
  started: boolean;
  ttype: 'N';
  odds: OddGroup[];
};

export type LiveScore = {
  /** '2:1' */
  matchscore: string;
  /** Points of the current game ('30:15'), '' when the sport has none. */
  gamescore: string;
  /** Scores of periods or sets, each 'home:away'. */
  setscores: string[];
};

export type LiveCards = { redhome: number; yellowhome: number; redaway: number; yellowaway: number };

export type LiveTime = {
  /** Elapsed minute as shown. */
  matchtime: number;
  /** Stoppage minutes beyond it. */
  matchtimeextended: number;
  /** Announced stoppage for the period, 0 when none. */
  matchtimeextendedExtra: number;
  /**
   * Seconds played of the shown minute, for the sports whose clock runs in seconds (basketball);
   * not a spec field, absent where the minute is enough.
   */
  matchtimesecond?: number;
};

/** A live or about-to-start match (lives3, liveoddsnew, live lookup). */
export type LiveMatch = {
  matchid: number;
  sportId: number;
  sportName: string;
  categoryId: number;
  categoryName: string;
  categoryFlag: string;
  tournamentId: number;
  tournamentName: string;
  /** ISO 8601 instant of kick-off. */
  matchDate: string;
  Home: string;
  Away: string;
  HomeId: number;
  AwayId: number;
  active: Flag;
  iss: Flag;
  isv: Flag;
  betstatus: BetStatus;
  matchstatus: MatchStatus;
  score: LiveScore;
  cards: LiveCards;
  corners: { home: number; away: number };
  time: LiveTime;
  periodLength: number;
  extra_count: number;
  /** Who serves now in racket sports, '' otherwise. */
  serving: '' | 'home' | 'away';
  /** Outs in the half-inning being played (baseball); not a spec field, absent elsewhere. */
  outs?: number;
  IsStatAvailable: boolean;
  /** Whether the operator set a TV stream for it. */
  tv: boolean;
  oddsCount: number;
  ttype: 'L';
  /** Feed version of the match; socket deltas with a lower or equal version are stale. */
  v: number;
  odds: OddGroup[];
};

/** sports */
export type SportItem = { id: number; title: string; matchCount: number; liveCount: number };
/** categories */
export type CategoryItem = { id: number; title: string; countryFlag: string; matchCount: number };
/** tournaments */
export type TournamentItem = { id: number; title: string; matchCount: number; cid: number };
/** The live sports list and lives3's data.sports. */
export type LiveSportItem = { sportId: number; sportName: string; inPlay: number; matchCount: number };

export type ListResponse<T> = { status: true; results: T[] };

export type MatchesResponse = { status: true; results: PrematchMatch[]; totalRows: number };

export type Lives3Response = {
  status: true;
  matches: LiveMatch[];
  data: {
    sports: (LiveSportItem & { liveCount: number })[];
    /** Names of the market types present, by oddstype. */
    typenames: Record<string, string>;
    status: 'OK';
    /** Matches of the sport before paging: live plus upcoming. */
    totalRows: number;
    liveRows: number;
  };
};

export type LiveSportsResponse = { status: 'OK'; results: LiveSportItem[] };

/** odds (prematch match detail) */
export type OddsResponse = { status: true; match: PrematchMatch; results: OddGroup[] };

/** liveoddsnew (live match detail) */
export type LiveOddsResponse = { status: true; match: LiveMatch; odds: OddGroup[] };

export type LiveLookupResponse = { status: true; matches: LiveMatch[] };

export type TvResponse = { status: true; videoId: string };
export type TvListResponse = { status: true; data: { matchIds: number[] } };

/** A finished (or cancelled) match of the results page. */
export type ResultRow = {
  matchId: number;
  sportId: number;
  sportName: string;
  categoryName: string;
  tournamentName: string;
  matchDate: string;
  home: string;
  away: string;
  /** Full-time score first, then period scores, each 'home:away'; ['Cancelled'] when cancelled. */
  resultshf: string[];
  status: MatchStatus;
  /** The info popover's details, 'home:away' each; the page labels them in its language. */
  results: { periods: string[]; corners?: string; yellowCards?: string; redCards?: string };
};

export type ResultsResponse = { status: 'OK'; results: ResultRow[]; total: number };

/** A result in a form guide: won, drawn, lost. */
export type FormResult = 'W' | 'D' | 'L';

/** One team's line of a league table (leagueTable, matchStatistics). */
export type LeagueRow = {
  position: number;
  teamId: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  /** Last five, oldest first. */
  form: FormResult[];
};

export type LeagueTableResponse = { status: true; tournament: string; rows: LeagueRow[] };

export type HeadToHead = { date: string; home: string; away: string; score: string };

/** Who plays in a match, open or decided. */
export type MatchTeams = {
  id: number;
  sportId: number;
  tournamentId: number;
  tournament: string;
  homeTeamId: number;
  awayTeamId: number;
  home: string;
  away: string;
  matchDate: string;
};

export type MatchStatisticsResponse = {
  status: true;
  match: MatchTeams;
  homeForm: FormResult[];
  awayForm: FormResult[];
  headToHead: HeadToHead[];
  table: LeagueRow[];
};

/** Something that happened in a match, for the tracker. */
export type PlayEvent = {
  /** Match seconds since the start (breaks included). */
  at: number;
  type:
    | 'goal'
    | 'point'
    | 'yellow'
    | 'red'
    | 'corner'
    | 'period_start'
    | 'period_end'
    | 'set_won'
    | 'map_won';
  team: 'home' | 'away' | '';
  /** Displayed minute for clock sports, else the period number. */
  minute: number;
  /** Score after the event. */
  score: { home: number; away: number };
};

export type MatchEventsResponse = { status: true; events: PlayEvent[] };
