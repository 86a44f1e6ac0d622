// A decided match as the results page reads it.
import type { ResultRow } from '@bet/domain/api/match-stats';
import type { Cards, TeamScore } from '@bet/domain/sportsbook/live-state';
import { sportTitle } from './catalog-queries.ts';
import { type CatalogNames, categoryTitle } from './names.ts';

export type ResultRecord = {
  matchId: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  startsAt: Date;
  status: string;
  score: TeamScore;
  periods: TeamScore[];
  corners: TeamScore | null;
  cards: Cards | null;
};

const pair = (home: number, away: number) => `${home}:${away}`;

export function presentResult(r: ResultRecord, names: CatalogNames, lang: string): ResultRow {
  const cancelled = r.status === 'cancelled';
  const periods = r.periods.map((p) => pair(p.home, p.away));
  return {
    matchId: r.matchId,
    sportId: r.sportId,
    sportName: sportTitle(names, r.sportId, lang),
    categoryName: categoryTitle(names, r.categoryId, lang),
    tournamentName: names.tournaments.get(r.tournamentId)?.name ?? '',
    matchDate: r.startsAt.toISOString(),
    home: names.teams.get(r.homeTeamId) ?? '',
    away: names.teams.get(r.awayTeamId) ?? '',
    resultshf: cancelled ? ['Cancelled'] : [pair(r.score.home, r.score.away), ...periods],
    status: r.status,
    results: {
      periods,
      ...(r.corners ? { corners: pair(r.corners.home, r.corners.away) } : {}),
      ...(r.cards
        ? {
            yellowCards: pair(r.cards.yellowHome, r.cards.yellowAway),
            redCards: pair(r.cards.redHome, r.cards.redAway),
          }
        : {}),
    },
  };
}
