import { tabPanelProps } from '@bet/ui/tabs.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { useSports } from '../api/prematch-api.ts';
import { CountryList } from '../components/country-list.tsx';
import { ListLoadFailed, NoMatches, RowsSkeleton } from '../components/list-states.tsx';
import { MatchPopupProvider } from '../components/match-popup.tsx';
import { OddsTypeSwitcher } from '../components/odds-type-switcher.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { SportTabs } from '../components/sport-tabs.tsx';
import { TimeChips } from '../components/time-chips.tsx';
import { useDeepLink } from '../hooks/use-deep-link.ts';
import { useOpenRows } from '../hooks/use-open-rows.ts';
import { useTimeChip } from '../hooks/use-time-chip.ts';
import { activeKeyword, MIN_KEYWORD, SPORT_PAGE_DEBOUNCE_MS } from '../lib/keyword.ts';
import { rowColumns } from '../lib/odds-columns.ts';
import '../components/sports.css';

/** SportBets (spec 001 section 2, Prematch browser): sports, time chips, search, countries, leagues, matches. */
export default function SportsPage() {
  const { t } = useTranslation();
  const time = useTimeChip();
  const sports = useSports(time.list);
  const [chosenSport, setChosenSport] = useState<number | null>(null);
  const [oddsType, setOddsType] = useState<number | null>(null);
  const [text, setText] = useState('');
  const keyword = activeKeyword(useDebounced(text, SPORT_PAGE_DEBOUNCE_MS));
  const countries = useOpenRows();
  const leagues = useOpenRows();

  useDeepLink((link) => {
    if (link.sportId !== undefined) setChosenSport(link.sportId);
    countries.openOnly(link.categoryId === undefined ? [] : [link.categoryId]);
    leagues.openOnly(link.tournamentId === undefined ? [] : [link.tournamentId]);
    setText('');
  });

  // Until the player picks, the first sport that has matches.
  const sportId = chosenSport ?? sports.data?.find((s) => s.matchCount > 0)?.id;
  const columns = sportId === undefined ? [] : rowColumns(sportId, oddsType);
  const chooseSport = (id: number) => {
    setChosenSport(id);
    setOddsType(null);
    countries.openOnly([]);
    leagues.openOnly([]);
  };

  return (
    <MatchPopupProvider>
      <section className="page pm-page" aria-labelledby="pm-title">
        <h1 className="visually-hidden" id="pm-title">
          {t('sports.title')}
        </h1>
        <SportTabs idPrefix="pm-sport" sports={sports.data} value={sportId ?? 0} onChange={chooseSport} />
        <div className="pm-body" {...tabPanelProps('pm-sport', String(sportId ?? 0))}>
          <div className="pm-toolbar">
            <SearchBox value={text} onChange={setText} area="sports" />
            {sportId !== undefined && (
              <OddsTypeSwitcher sportId={sportId} value={oddsType} onChange={setOddsType} />
            )}
          </div>
          {text.trim().length > 0 && text.trim().length < MIN_KEYWORD && (
            <p className="pm-hint muted">{t('sports.search.hint', { min: MIN_KEYWORD })}</p>
          )}
          <TimeChips value={time.chip} onChange={time.choose} now={time.at} />
          {sports.isError ? (
            <ListLoadFailed onRetry={() => void sports.refetch()} />
          ) : sportId === undefined ? (
            sports.data ? (
              <NoMatches />
            ) : (
              <RowsSkeleton rows={6} />
            )
          ) : keyword ? (
            <SearchResults
              key={`${sportId}:${keyword}`}
              sportId={sportId}
              keyword={keyword}
              window={time.matches}
              columns={columns}
            />
          ) : (
            <CountryList
              query={{ sportId, list: time.list, matches: time.matches, columns, countries, leagues }}
            />
          )}
        </div>
      </section>
    </MatchPopupProvider>
  );
}
