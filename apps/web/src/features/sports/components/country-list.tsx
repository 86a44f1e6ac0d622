import type { CategoryItem, TournamentItem } from '@bet/domain/api/sportsbook';
import { CountryFlag } from '../../../shared/sportsbook/components/country-flag.tsx';
import { useCategories, useMatches, useTournaments } from '../api/prematch-api.ts';
import type { OpenRows } from '../hooks/use-open-rows.ts';
import type { ListWindow, TimeWindow } from '../lib/time-chips.ts';
import { ListLoadFailed, NoMatches, RowsSkeleton } from './list-states.tsx';
import { MatchRows } from './match-rows.tsx';
import { RowDisclosure } from './row-disclosure.tsx';

/** What every level of the tree asks with. */
export type TreeQuery = {
  sportId: number;
  list: ListWindow;
  matches: TimeWindow;
  columns: readonly number[];
  countries: OpenRows;
  leagues: OpenRows;
};

function LeagueMatches({ query, league }: { query: TreeQuery; league: TournamentItem }) {
  const matches = useMatches({
    sportId: query.sportId,
    tournamentId: league.id,
    oid: query.columns,
    ...query.matches,
  });
  if (matches.isError) return <ListLoadFailed onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <RowsSkeleton rows={Math.min(league.matchCount, 4)} height={64} />;
  if (matches.data.results.length === 0) return <NoMatches />;
  return <MatchRows matches={matches.data.results} columns={query.columns} />;
}

function LeagueList({ query, country }: { query: TreeQuery; country: CategoryItem }) {
  const leagues = useTournaments(query.sportId, country.id, query.list);
  if (leagues.isError) return <ListLoadFailed onRetry={() => void leagues.refetch()} />;
  if (!leagues.data) return <RowsSkeleton rows={2} height={40} />;
  if (leagues.data.length === 0) return <NoMatches />;
  return (
    <ul className="pm-leagues">
      {leagues.data.map((league) => (
        <RowDisclosure
          key={league.id}
          level="league"
          item={{ id: league.id, title: league.title, count: league.matchCount }}
          rows={query.leagues}
        >
          <LeagueMatches query={query} league={league} />
        </RowDisclosure>
      ))}
    </ul>
  );
}

/** The sport's countries (categories call) opening into leagues, opening into matches. */
export function CountryList({ query }: { query: TreeQuery }) {
  const countries = useCategories(query.sportId, query.list);
  if (countries.isError) return <ListLoadFailed onRetry={() => void countries.refetch()} />;
  if (!countries.data) return <RowsSkeleton rows={6} />;
  if (countries.data.length === 0) return <NoMatches />;
  return (
    <ul className="pm-countries">
      {countries.data.map((country) => (
        <RowDisclosure
          key={country.id}
          level="country"
          item={{ id: country.id, title: country.title, count: country.matchCount }}
          rows={query.countries}
          start={<CountryFlag code={country.countryFlag} />}
        >
          <LeagueList query={query} country={country} />
        </RowDisclosure>
      ))}
    </ul>
  );
}
