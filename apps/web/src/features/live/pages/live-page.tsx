import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { CloseIcon, LiveIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FavouritesLink } from '../components/favourites-link.tsx';
import { LiveControls } from '../components/live-controls.tsx';
import { LiveMatchList } from '../components/live-match-list.tsx';
import { LiveSearch } from '../components/live-search.tsx';
import { RowsSkeleton } from '../components/rows-skeleton.tsx';
import { SportStrip } from '../components/sport-strip.tsx';
import { useLiveBets } from '../hooks/use-live-bets.ts';
import { readLiveAddress } from '../lib/live-address.ts';
import '../live.css';

/** Scrolls once to the row of the address's match when it is listed. */
function useScrollToMatch(matchId: number | undefined, listed: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !matchId || !listed) return;
    done.current = true;
    document.getElementById(`match-${matchId}`)?.scrollIntoView({ block: 'center' });
  }, [matchId, listed]);
}

function LiveBets() {
  const { t } = useTranslation();
  const [address] = useState(() => readLiveAddress(window.location.search));
  const live = useLiveBets(address);
  const { data, matches } = live;
  useScrollToMatch(
    address.match,
    matches.some((m) => m.matchid === address.match),
  );
  const { columns } = live;
  const columnsFor = useCallback(() => columns, [columns]);
  const category = live.categoryId
    ? matches.find((m) => m.categoryId === live.categoryId)?.categoryName
    : undefined;

  return (
    <div className="page live-page">
      <h1 className="visually-hidden">{t('live.title')}</h1>
      <SportStrip
        sports={data?.data.sports ?? []}
        value={live.sportId}
        filter={live.filter}
        onChange={live.setSport}
      />
      <div className="live-toolbar">
        <div className="live-search-row">
          <LiveSearch sports={data?.data.sports ?? []} />
          <FavouritesLink />
        </div>
        <LiveControls
          filter={live.filter}
          counts={live.counts}
          onFilter={live.setFilter}
          order={live.order}
          onOrder={live.setOrder}
          oddsTypes={live.oddsTypes}
          activeOdd={live.activeOdd}
          onActiveOdd={live.setActiveOdd}
        />
      </div>
      {live.categoryId !== undefined && (
        <button type="button" className="live-category-chip" onClick={live.clearCategory}>
          {category ?? t('live.clearCategory')}
          <CloseIcon size={14} label={t('live.clearCategory')} />
        </button>
      )}
      <div
        className={`live-list${live.switching ? ' is-switching' : ''}`}
        aria-busy={live.loading || live.switching}
      >
        {live.switching && (
          <div className="live-list-loader">
            <Spinner size={28} label={t('live.loading')} />
          </div>
        )}
        {live.loading && <RowsSkeleton />}
        {live.failed && (
          <EmptyState
            title={t('common.loadError')}
            action={<Button onClick={live.retry}>{t('common.retry')}</Button>}
          />
        )}
        {!live.loading && !live.failed && matches.length === 0 && (
          <EmptyState
            icon={<LiveIcon size={32} />}
            title={t('live.noMatchEnough')}
            action={
              live.filter === 1 &&
              live.counts.upcoming > 0 && (
                <Button variant="secondary" onClick={() => live.setFilter(2)}>
                  {t('live.filter.upcoming')} ({live.counts.upcoming})
                </Button>
              )
            }
          />
        )}
        <LiveMatchList matches={matches} byLeague={live.order === 0} columnsFor={columnsFor} />
      </div>
      {live.hasMore && (
        <Button variant="secondary" block loading={live.loadingMore} onClick={live.showMore}>
          {t('live.showMore')}
        </Button>
      )}
    </div>
  );
}

/** LiveBets (spec 001 section 2): a navigation to it (a menu link with reset) starts it afresh. */
export default function LivePage() {
  const { key } = useLocation();
  return <LiveBets key={key} />;
}
