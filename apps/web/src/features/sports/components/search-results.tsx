import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../shared/sportsbook/components/country-flag.tsx';
import { useMatches } from '../api/prematch-api.ts';
import { type OpenRows, useOpenRows } from '../hooks/use-open-rows.ts';
import { groupByCountry } from '../lib/group-matches.ts';
import type { TimeWindow } from '../lib/time-chips.ts';
import { ListLoadFailed, NoMatches, RowsSkeleton } from './list-states.tsx';
import { MatchRows } from './match-rows.tsx';
import { RowDisclosure, type RowsState } from './row-disclosure.tsx';

const autoOpened = (rows: OpenRows, inverted: boolean): RowsState => ({
  isOpen: (id) => rows.isOpen(id) !== inverted,
  toggle: rows.toggle,
});

/** Keywords longer than this open every country they find (spec 001 section 5, Search). */
const AUTO_OPEN_AFTER = 3;

type SearchResultsProps = {
  sportId: number;
  keyword: string;
  window: TimeWindow;
  columns: readonly number[];
};

/** The sport's matches for a keyword, by country and league; mount it again (key) for a new keyword. */
export function SearchResults({ sportId, keyword, window, columns }: SearchResultsProps) {
  const { t } = useTranslation();
  const matches = useMatches({ sportId, keyWord: keyword, oid: columns, ...window });
  const groups = useMemo(() => groupByCountry(matches.data?.results ?? []), [matches.data]);
  const autoOpen = keyword.length > AUTO_OPEN_AFTER;
  // Auto-opened rows start open; a tap closes them (the toggled set then holds the closed ones).
  const countries = autoOpened(useOpenRows(), autoOpen);
  const leagues = autoOpened(useOpenRows(), autoOpen);

  if (matches.isError) return <ListLoadFailed onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <RowsSkeleton rows={4} />;
  if (groups.length === 0) return <NoMatches />;
  return (
    <section aria-label={t('sports.search.results')}>
      <p className="pm-search-count muted" aria-live="polite">
        {t('sports.search.found', { count: matches.data.totalRows, keyword })}
      </p>
      <ul className="pm-countries">
        {groups.map((country) => (
          <RowDisclosure
            key={country.id}
            level="country"
            item={{ id: country.id, title: country.title, count: country.matchCount }}
            rows={countries}
            start={<CountryFlag code={country.flag} />}
          >
            <ul className="pm-leagues">
              {country.leagues.map((league) => (
                <RowDisclosure
                  key={league.id}
                  level="league"
                  item={{ id: league.id, title: league.title, count: league.matches.length }}
                  rows={leagues}
                >
                  <MatchRows matches={league.matches} columns={columns} />
                </RowDisclosure>
              ))}
            </ul>
          </RowDisclosure>
        ))}
      </ul>
    </section>
  );
}
