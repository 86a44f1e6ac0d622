import {
  type LeagueTableResponse,
  leagueTableResponse,
  type MatchEventsResponse,
  type MatchStatisticsResponse,
  matchEventsResponse,
  matchStatisticsResponse,
} from '@bet/domain/api/match-stats';
import { leagueTableRequest, matchRequest } from '@bet/domain/api/sportsbook-requests';
// Statistics, league tables (the pages statistic_url and points_table_url point at by default) and
// the events of a match for the tracker, as the simulated feed plays them.
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { notFound } from '../../http/errors.ts';
import { eventsSoFar, headToHead, leagueTable, teamForm } from '../feed/index.ts';
import type { Catalog } from './catalog-service.ts';
import { findMatchTeams } from './match-teams.ts';

export async function registerMatchStats(app: AppInstance, deps: AppDeps, catalog: Catalog): Promise<void> {
  const seed = deps.config.feed.seed;
  const tags = ['sportsbook'];

  app.post(
    '/api/leagueTable',
    {
      schema: {
        summary: 'League table of a tournament',
        response: { 200: leagueTableResponse },
        tags,
        body: leagueTableRequest,
      },
    },
    async (req): Promise<LeagueTableResponse> => {
      const tournament = catalog.names().tournaments.get(req.body.tournamentId);
      if (!tournament) throw notFound('notFound');
      return {
        status: true,
        tournament: tournament.name,
        rows: leagueTable(seed, req.body.tournamentId, deps.now()),
      };
    },
  );

  app.post(
    '/api/matchEvents',
    {
      schema: {
        summary: 'Events of a live match so far, for the tracker',
        response: { 200: matchEventsResponse },
        tags,
        body: matchRequest,
      },
    },
    async (req): Promise<MatchEventsResponse> => {
      const match = catalog.store.get(req.body.matchId);
      if (!match) throw notFound('notFoundMatch');
      const { speed } = deps.config.feed;
      return { status: true, events: eventsSoFar(seed, speed, match, deps.now()) };
    },
  );

  app.post(
    '/api/matchStatistics',
    {
      schema: {
        summary: 'Form, head-to-head and table of a match',
        response: { 200: matchStatisticsResponse },
        tags,
        body: matchRequest,
      },
    },
    async (req): Promise<MatchStatisticsResponse> => {
      const match = await findMatchTeams(deps.database.db, catalog, req.body.matchId);
      if (!match) throw notFound('notFoundMatch');
      const now = deps.now();
      return {
        status: true,
        match,
        homeForm: teamForm(seed, match.sportId, match.homeTeamId, now),
        awayForm: teamForm(seed, match.sportId, match.awayTeamId, now),
        headToHead: headToHead(seed, match.sportId, match.homeTeamId, match.awayTeamId, now),
        table: leagueTable(seed, match.tournamentId, now),
      };
    },
  );
}
