import type { LiveSportItem } from '@bet/domain/api/sportsbook';
import { CloseIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MatchTime } from '../../../shared/sportsbook/components/match-time.tsx';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { matchDetailHref } from '../../../shared/sportsbook/match-links.ts';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import { lives3Query } from '../api/lives3.ts';

/** Search starts at 3 characters, 1 s after the last key (spec 001 section 5, Search). */
const MIN_KEYWORD = 3;
const DEBOUNCE_MS = 1000;
const PER_SPORT = 20;

/** The search box and its results overlay: matches of every sport, grouped by sport. */
export function LiveSearch({ sports }: { sports: readonly LiveSportItem[] }) {
  const { t, i18n } = useTranslation();
  const { lang = 'tr' } = useParams();
  const sportName = useSportName();
  const [text, setText] = useState('');
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = keyword.length >= MIN_KEYWORD && text.trim().length >= MIN_KEYWORD;
  // lives3 answers one sport at a time: ask each sport that has matches.
  const results = useQueries({
    queries: sports
      .filter((s) => s.matchCount > 0)
      .map((s) => ({
        ...lives3Query(
          { sportId: s.sportId, keyWord: keyword, filter: 0, order: 1, limit: PER_SPORT },
          i18n.language,
        ),
        enabled: searching,
        placeholderData: undefined,
      })),
  });
  const loading = results.some((r) => r.isPending && r.fetchStatus === 'fetching');
  const groups = results.flatMap((r) => {
    const matches = r.data?.matches ?? [];
    return matches.length > 0
      ? [{ sport: matches[0]?.sportName ?? '', sportId: matches[0]?.sportId ?? 0, matches }]
      : [];
  });
  const count = groups.reduce((n, g) => n + g.matches.length, 0);

  return (
    <div className="live-search">
      <SearchBox value={text} onChange={setText} area="live" />
      {searching && (
        <section className="live-search-results" aria-labelledby="live-search-title">
          <header className="live-search-head">
            <h2 id="live-search-title" className="live-search-title">
              {t('live.search.results')} <span className="badge">{count}</span>
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('live.search.close')}
              onClick={() => setText('')}
            >
              <CloseIcon />
            </button>
          </header>
          {loading && <Spinner label={t('live.loading')} />}
          {!loading && count === 0 && <p className="muted live-search-none">{t('live.search.none')}</p>}
          {groups.map((g) => (
            <div key={g.sportId} className="live-search-sport">
              <h3 className="live-search-sport-name">{sportName(g.sportId, g.sport)}</h3>
              <ul className="live-search-list">
                {g.matches.map((m) => {
                  const started = m.matchstatus !== 'not_started';
                  const target = {
                    id: m.matchid,
                    sportId: m.sportId,
                    ttype: started ? 'L' : 'N',
                    categoryId: m.categoryId,
                    tournamentId: m.tournamentId,
                  } as const;
                  return (
                    <li key={m.matchid}>
                      <Link className="live-search-item" to={matchDetailHref(lang, target)}>
                        <span className="live-search-teams">
                          {m.Home} - {m.Away}
                        </span>
                        <MatchTime
                          className="live-search-time"
                          clock={{
                            status: m.matchstatus,
                            minute: m.time.matchtime,
                            extra: m.time.matchtimeextended,
                            startsAt: m.matchDate,
                            sportId: m.sportId,
                            periodLength: m.periodLength,
                            ...(m.time.matchtimesecond !== undefined && { second: m.time.matchtimesecond }),
                          }}
                        />
                        <span className="live-search-league">
                          {m.categoryName} / {m.tournamentName}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
