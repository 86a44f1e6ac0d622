import { matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { buttonClass } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ChevronIcon, StarIcon } from '@bet/ui/icons.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLiveMatches } from '../../../shared/sportsbook/api/live-matches.ts';
import { useFavouritesStore } from '../../../shared/sportsbook/favourites-store.ts';
import { LiveMatchList } from '../components/live-match-list.tsx';
import { RowsSkeleton } from '../components/rows-skeleton.tsx';
import { useLiveList } from '../hooks/use-live-list.ts';
import { rowColumns } from '../lib/odds-columns.ts';
import { useActiveOddStore } from '../stores/active-odd-store.ts';
import '../live.css';

/** FavoritesLive (spec 001 section 2): the starred matches, live, with a count and delete-all. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const ids = useFavouritesStore((s) => s.ids);
  const clear = useFavouritesStore((s) => s.clear);
  const chosen = useActiveOddStore((s) => s.bySport);
  const query = useLiveMatches(ids);
  const topics = useMemo(() => ids.map(matchTopic), [ids]);
  const live = useLiveList(query.data, {
    topics,
    wantsSport: () => true,
    accepts: (m) => ids.includes(m.matchid),
    onReconnect: () => void query.refetch(),
  });
  const columnsFor = useMemo(() => {
    const bySport = new Map<number, number[]>();
    return (sportId: number) => {
      const columns = bySport.get(sportId) ?? rowColumns(sportId, chosen[sportId]);
      bySport.set(sportId, columns);
      return columns;
    };
  }, [chosen]);
  // An unstarred match leaves at once, before the lookup answers again.
  const matches = live.filter((m) => ids.includes(m.matchid));

  return (
    <div className="page live-page favorites-page">
      <header className="favorites-bar">
        <Link className="icon-button" to={`/${lang}/livebets`} aria-label={t('live.favoritesPage.back')}>
          <ChevronIcon direction="back" />
        </Link>
        <h1 className="favorites-title">
          {t('live.favoritesPage.title')} <span className="badge">{ids.length}</span>
        </h1>
        {ids.length > 0 && (
          <button type="button" className="button button-ghost button-sm" onClick={clear}>
            {t('live.favoritesPage.deleteAll')}
          </button>
        )}
      </header>
      <p className="visually-hidden" aria-live="polite">
        {t('live.favoritesPage.count', { count: ids.length })}
      </p>
      <div className="live-list" aria-busy={query.isPending && ids.length > 0}>
        {query.isPending && ids.length > 0 && <RowsSkeleton />}
        {!query.isPending && matches.length === 0 && (
          <EmptyState
            icon={<StarIcon size={32} />}
            title={t('live.favoritesPage.empty')}
            text={t('live.favoritesPage.emptyText')}
            action={
              <Link className={buttonClass('primary')} to={`/${lang}/livebets`}>
                {t('live.favoritesPage.toLive')}
              </Link>
            }
          />
        )}
        <LiveMatchList matches={matches} byLeague columnsFor={columnsFor} />
      </div>
    </div>
  );
}
