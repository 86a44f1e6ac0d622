// One shape for the header, tabs and market list, from either detail call (odds or liveoddsnew).
import type { Flag, LiveMatch, OddGroup, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { BetStatus } from '@bet/domain/sportsbook/live-state';

export type DetailMatch = {
  id: number;
  ttype: 'L' | 'N';
  sportId: number;
  categoryId: number;
  categoryName: string;
  tournamentId: number;
  tournamentName: string;
  matchDate: string;
  home: string;
  away: string;
  active: number;
  iss: Flag;
  isv: Flag;
  /** Live matches only; a prematch match carries none. */
  betstatus?: BetStatus;
  statsAvailable: boolean;
  /** The live state; undefined for a prematch match. */
  live?: LiveMatch;
};

export function fromPrematch(m: PrematchMatch): DetailMatch {
  return {
    id: m.id,
    ttype: 'N',
    sportId: m.sportId,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    matchDate: m.matchDate,
    home: m.homeTeam,
    away: m.awayTeam,
    active: m.active,
    iss: m.iss,
    isv: m.isv,
    statsAvailable: m.IsStatAvailable,
  };
}

export function fromLive(m: LiveMatch): DetailMatch {
  return {
    id: m.matchid,
    ttype: 'L',
    sportId: m.sportId,
    categoryId: m.categoryId,
    categoryName: m.categoryName,
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
    matchDate: m.matchDate,
    home: m.Home,
    away: m.Away,
    active: m.active,
    iss: m.iss,
    isv: m.isv,
    betstatus: m.betstatus,
    statsAvailable: m.IsStatAvailable,
    live: m,
  };
}

/**
 * Markets show while the match is visible and has markets. A live match whose betting is stopped
 * (a goal, a break) keeps its list with every odd locked rather than blanking the page for seconds.
 */
export const showsMarkets = (match: DetailMatch, groups: readonly OddGroup[]): boolean =>
  match.isv === 1 && groups.length > 0;

/** A live match the feed took off the list (finished): betting stopped and every odd inactive. */
export function endedLive(m: LiveMatch, status: string): LiveMatch {
  return { ...m, matchstatus: status || 'ended', betstatus: 'stopped', iss: 1, active: 0 };
}
