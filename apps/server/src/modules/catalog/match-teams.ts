import type { MatchTeams } from '@bet/domain/api/match-stats';
// Who plays in a match, open or decided: for the statistics of any match the site has listed.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Catalog } from './catalog-service.ts';
import { matches } from './schema.ts';

export async function findMatchTeams(
  db: Executor,
  catalog: Catalog,
  matchId: number,
): Promise<MatchTeams | undefined> {
  const held = catalog.store.get(matchId);
  const row =
    held ??
    (
      await db
        .select({
          id: matches.id,
          sportId: matches.sportId,
          tournamentId: matches.tournamentId,
          homeTeamId: matches.homeTeamId,
          awayTeamId: matches.awayTeamId,
          startsAt: matches.startsAt,
        })
        .from(matches)
        .where(eq(matches.id, matchId))
    ).map((r) => ({ ...r, startsAt: r.startsAt.getTime() }))[0];
  if (!row) return undefined;
  const names = catalog.names();
  return {
    id: row.id,
    sportId: row.sportId,
    tournamentId: row.tournamentId,
    tournament: names.tournaments.get(row.tournamentId)?.name ?? '',
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    home: names.teams.get(row.homeTeamId) ?? '',
    away: names.teams.get(row.awayTeamId) ?? '',
    matchDate: new Date(row.startsAt).toISOString(),
  };
}
