// One view of a match for list rows, whether it came from a prematch or a live call.
import type { Flag, LiveCards, LiveMatch, OddGroup, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { BetStatus, MatchStatus } from '@bet/domain/sportsbook/live-state';
import {
  defaultLiveLine,
  defaultPrematchLine18,
  mostBalancedLine,
  visibleLines,
} from '@bet/domain/sportsbook/market-lines';
import { isLocked } from '@bet/domain/sportsbook/odds-format';

export type RowMatch = {
  id: number;
  sportId: number;
  home: string;
  away: string;
  /** ISO 8601 kick-off. */
  startsAt: string;
  ttype: 'L' | 'N';
  status: MatchStatus;
  /** '2:1'; '' before kick-off. */
  score: string;
  gameScore: string;
  setScores: readonly string[];
  minute: number;
  extra: number;
  /** Minutes in a regular period (basketball's game clock); 0 before kick-off. */
  periodLength: number;
  /** Seconds played of the minute, where the clock runs in seconds (basketball). */
  second?: number;
  /** Football in play only. */
  cards: LiveCards | null;
  corners: { home: number; away: number } | null;
  iss: Flag;
  isv: Flag;
  active: number;
  /** Live matches only; prematch rows carry none. */
  betstatus?: BetStatus;
  odds: readonly OddGroup[];
  /** Markets the match offers in all. */
  oddsCount: number;
  categoryId: number;
  categoryName: string;
  tournamentId: number;
  tournamentName: string;
  /** Country code of the category ('tr', 'gb'), 'int' for international. */
  flag: string;
  tv: boolean;
  statsAvailable: boolean;
};

export function fromPrematch(m: PrematchMatch): RowMatch {
  return {
    id: m.id,
    sportId: m.sportId,
    home: m.homeTeam,
    away: m.awayTeam,
    startsAt: m.matchDate,
    ttype: 'N',
    status: 'not_started',
    score: '',
    gameScore: '',
    setScores: [],
    minute: 0,
    extra: 0,
    periodLength: 0,
    cards: null,
    corners: null,
    iss: m.iss,
    isv: m.isv,
    active: m.active,
    odds: m.odds,
    oddsCount: m.oddCount,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    flag: m.categoryFlag,
    tv: false,
    statsAvailable: m.IsStatAvailable,
  };
}

export function fromLive(m: LiveMatch): RowMatch {
  const started = m.matchstatus !== 'not_started';
  const football = m.sportId === 1 && started;
  return {
    id: m.matchid,
    sportId: m.sportId,
    home: m.Home,
    away: m.Away,
    startsAt: m.matchDate,
    // An upcoming match of the live list is still bet on prematch.
    ttype: started ? 'L' : 'N',
    status: m.matchstatus,
    score: started ? m.score.matchscore : '',
    gameScore: m.score.gamescore,
    setScores: m.score.setscores,
    minute: m.time.matchtime,
    extra: m.time.matchtimeextended,
    periodLength: m.periodLength,
    ...(m.time.matchtimesecond !== undefined && { second: m.time.matchtimesecond }),
    cards: football ? m.cards : null,
    corners: football ? m.corners : null,
    iss: m.iss,
    isv: m.isv,
    active: m.active,
    betstatus: m.betstatus,
    odds: m.odds,
    oddsCount: m.oddsCount,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    flag: m.categoryFlag,
    tv: m.tv,
    statsAvailable: m.IsStatAvailable,
  };
}

const totalGoals = (score: string): number =>
  score.split(':').reduce((sum, part) => sum + (Number.parseInt(part, 10) || 0), 0);

/** Total-goals markets whose row line follows the default line rules. */
const GOAL_LINE_TYPES: ReadonlySet<number> = new Set([18, 68]);

/** A line a player can bet on: at least one of its outcomes is not locked (suspended, hidden, stopped). */
const isOpenLine = (group: OddGroup, match: RowMatch): boolean =>
  group.odds.some((outcome) => !isLocked(outcome, group, match));

/**
 * The line a list row shows for a market type, chosen among the open lines (all lines only when
 * every one is suspended): for 18 and 68 the default line (prematch rule before kick-off, live
 * rule after); else the line flagged most balanced, else the closest prices, else the first.
 */
export function columnGroup(match: RowMatch, oddsType: number): OddGroup | undefined {
  const active = visibleLines(match.odds.filter((g) => g.oddstype === oddsType && g.active > 0));
  const open = active.filter((g) => isOpenLine(g, match));
  const lines = open.length > 0 ? open : active;
  if (lines.length <= 1) return lines[0];
  if (GOAL_LINE_TYPES.has(oddsType)) {
    const chosen =
      match.status === 'not_started'
        ? defaultPrematchLine18(lines)
        : defaultLiveLine(lines, match.minute, totalGoals(match.score));
    if (chosen) return chosen;
  }
  return lines.find((g) => g.mostbalanced === 1) ?? mostBalancedLine(lines) ?? lines[0];
}
