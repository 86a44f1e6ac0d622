/**
 * Reference data for the feed simulator: sports, categories, tournaments and teams.
 *
 * Sport ids are stable and follow the ids the spec's live feed uses:
 *   1 football, 2 basketball, 3 baseball, 4 ice hockey, 5 tennis, 6 handball,
 *   20 table tennis, 23 volleyball, 109 Counter-Strike, 110 League of Legends, 111 Dota 2.
 * Category ids are the sport id followed by two digits, tournament ids the category id
 * followed by one digit, team ids the tournament id * 100 + the team's 1-based position in
 * its tournament's list. So lists are append-only: never reorder, remove or renumber.
 * The data itself lives in `reference-data/*.ts`, split by sport.
 */
import { basketball } from './reference-data/basketball.ts';
import { counterStrike, dota, leagueOfLegends } from './reference-data/esports.ts';
import { football } from './reference-data/football.ts';
import { tennis } from './reference-data/racket-sports.ts';
import { tableTennis } from './reference-data/table-tennis.ts';
import { baseball, handball, iceHockey, volleyball } from './reference-data/team-sports.ts';
import type { Category, Sport, SportSeed, Team, Tournament } from './reference-data/types.ts';

export type { Category, Sport, Team, Tournament } from './reference-data/types.ts';

export const SPORT_IDS = {
  football: 1,
  basketball: 2,
  baseball: 3,
  iceHockey: 4,
  tennis: 5,
  handball: 6,
  tableTennis: 20,
  volleyball: 23,
  counterStrike: 109,
  leagueOfLegends: 110,
  dota: 111,
} as const;

export const SPORT_SEEDS: readonly SportSeed[] = [
  football,
  basketball,
  baseball,
  iceHockey,
  tennis,
  handball,
  tableTennis,
  volleyball,
  counterStrike,
  leagueOfLegends,
  dota,
];

export interface ReferenceData {
  readonly sports: readonly Sport[];
  readonly categories: readonly Category[];
  readonly tournaments: readonly Tournament[];
  readonly teams: readonly Team[];
  readonly sportById: ReadonlyMap<number, Sport>;
  readonly categoryById: ReadonlyMap<number, Category>;
  readonly tournamentById: ReadonlyMap<number, Tournament>;
  readonly teamById: ReadonlyMap<number, Team>;
}

/** Flattens the seeds into id-keyed lists; throws on duplicate ids or unknown guest names. */
export function buildReferenceData(seeds: readonly SportSeed[]): ReferenceData {
  const sports: Sport[] = [];
  const categories: Category[] = [];
  const tournaments: Tournament[] = [];
  const teams: Team[] = [];
  const unique = (kind: string, seen: Set<number>, id: number) => {
    if (seen.has(id)) throw new Error(`duplicate ${kind} id ${id}`);
    seen.add(id);
  };
  const seenSports = new Set<number>();
  const seenCategories = new Set<number>();
  const seenTournaments = new Set<number>();
  const seenTeams = new Set<number>();

  for (const sport of seeds) {
    unique('sport', seenSports, sport.id);
    sports.push({ id: sport.id, name: sport.name, nameTr: sport.nameTr });
    const teamIdByName = new Map<string, number>();
    // Own teams first, so guests can refer to any tournament of the sport.
    for (const category of sport.categories) {
      for (const tournament of category.tournaments) {
        tournament.teams.forEach(([name, rating], index) => {
          const id = tournament.id * 100 + index + 1;
          unique('team', seenTeams, id);
          if (teamIdByName.has(name)) throw new Error(`duplicate team name ${name} in sport ${sport.id}`);
          teamIdByName.set(name, id);
          teams.push({ id, sportId: sport.id, tournamentId: tournament.id, name, rating });
        });
      }
    }
    for (const category of sport.categories) {
      unique('category', seenCategories, category.id);
      categories.push({ id: category.id, sportId: sport.id, name: category.name, flag: category.flag });
      for (const tournament of category.tournaments) {
        unique('tournament', seenTournaments, tournament.id);
        const ownIds = tournament.teams.map((_, index) => tournament.id * 100 + index + 1);
        const guestIds = (tournament.guests ?? []).map((name) => {
          const id = teamIdByName.get(name);
          if (id === undefined) throw new Error(`unknown guest team ${name} in tournament ${tournament.id}`);
          return id;
        });
        tournaments.push({
          id: tournament.id,
          sportId: sport.id,
          categoryId: category.id,
          name: tournament.name,
          teamIds: [...ownIds, ...guestIds],
          ...(tournament.weekdays ? { weekdays: tournament.weekdays } : {}),
        });
      }
    }
  }

  const byId = <T extends { id: number }>(items: readonly T[]) =>
    new Map(items.map((item) => [item.id, item]));
  return {
    sports,
    categories,
    tournaments,
    teams,
    sportById: byId(sports),
    categoryById: byId(categories),
    tournamentById: byId(tournaments),
    teamById: byId(teams),
  };
}

export const REFERENCE_DATA: ReferenceData = buildReferenceData(SPORT_SEEDS);
