import type { LiveMatch } from '@bet/domain/api/sportsbook';

export type LeagueGroup = {
  /** Unique within the list (a league can appear twice in time order). */
  key: string;
  tournamentId: number;
  categoryName: string;
  tournamentName: string;
  flag: string;
  matches: LiveMatch[];
};

/**
 * League sections of a list. By league: one section per league, in the order leagues first
 * appear (a match merged in later joins its league). By time: a new section whenever the league
 * changes, so the time order stays.
 */
export function leagueGroups(matches: readonly LiveMatch[], byLeague: boolean): LeagueGroup[] {
  const groups: LeagueGroup[] = [];
  const byId = new Map<number, LeagueGroup>();
  for (const m of matches) {
    const last = groups.at(-1);
    const group = byLeague
      ? byId.get(m.tournamentId)
      : last?.tournamentId === m.tournamentId
        ? last
        : undefined;
    if (group) {
      group.matches.push(m);
      continue;
    }
    const fresh: LeagueGroup = {
      key: `${m.tournamentId}-${groups.length}`,
      tournamentId: m.tournamentId,
      categoryName: m.categoryName,
      tournamentName: m.tournamentName,
      flag: m.categoryFlag,
      matches: [m],
    };
    groups.push(fresh);
    byId.set(m.tournamentId, fresh);
  }
  return groups;
}
