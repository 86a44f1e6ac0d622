import { Button, buttonClass } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { BallIcon, InfoIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DetailPanels } from '../components/detail-panels.tsx';
import { MarketList } from '../components/market-list.tsx';
import { MatchCaption } from '../components/match-caption.tsx';
import { ScoreHeader } from '../components/score-header.tsx';
import { useMatchDetail } from '../hooks/use-match-detail.ts';
import { showsMarkets } from '../lib/detail-match.ts';
import '../components/match-detail.css';

const BASKETBALL = 2;

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page md-page" aria-busy="true">
      <span className="visually-hidden">{t('match.loading')}</span>
      <Skeleton height={28} width="60%" />
      <Skeleton className="md-score-skeleton" height={132} />
      <Skeleton height={40} />
      <div className="md-market-grid">
        <Skeleton height={96} />
        <Skeleton height={96} />
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    </div>
  );
}

function MatchDetail({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query, setQuery] = useSearchParams();
  const ttype = query.get('ttype') === 'L' ? 'L' : 'N';
  const detail = useMatchDetail(matchId, ttype);

  // A prematch match that kicked off is a live match from now on, for the back link and a reload too.
  useEffect(() => {
    if (detail.mode !== 'L' || ttype !== 'N') return;
    const live = new URLSearchParams(query);
    live.set('ttype', 'L');
    setQuery(live, { replace: true, preventScrollReset: true });
  }, [detail.mode, ttype, query, setQuery]);

  if (detail.kind === 'loading') return <DetailSkeleton />;
  if (detail.kind === 'notFound' || detail.kind === 'error')
    return (
      <div className="page md-page">
        <EmptyState
          icon={<BallIcon size={30} />}
          title={detail.kind === 'notFound' ? t('match.notFoundMatch') : t('match.loadError')}
          action={
            detail.kind === 'error' ? (
              <Button variant="secondary" onClick={detail.retry}>
                {t('match.retry')}
              </Button>
            ) : (
              <Link
                className={buttonClass('secondary')}
                to={`/${lang}/${ttype === 'N' ? 'sports' : 'livebets'}`}
              >
                {t('match.caption.back')}
              </Link>
            )
          }
        />
      </div>
    );

  const { match, groups } = detail;
  return (
    <div className="page md-page">
      <h1 className="visually-hidden">
        {match.home} - {match.away}
      </h1>
      <MatchCaption match={match} ttype={detail.mode} />
      <ScoreHeader match={match} />
      {detail.ended && (
        <p className="notice notice-warning" role="status">
          {t('match.ended')}
        </p>
      )}
      <DetailPanels match={match} />
      {match.sportId === BASKETBALL && (
        <p className="md-hint">
          <InfoIcon size={16} />
          {t('match.basketballWarning')}
        </p>
      )}
      {showsMarkets(match, groups) ? (
        <MarketList match={match} groups={groups} />
      ) : (
        <EmptyState
          icon={<BallIcon size={30} />}
          title={t('match.matchClosed', { home: match.home, away: match.away })}
        />
      )}
    </div>
  );
}

/** Match detail (spec 001 section 2): caption, score header, tabs, market filters and markets, kept live. */
export default function MatchDetailPage() {
  const { id } = useParams();
  const matchId = Number(id);
  // Keyed by the match: moving to the next match starts fresh (open markets, tracker events).
  return <MatchDetail key={matchId} matchId={Number.isInteger(matchId) && matchId > 0 ? matchId : 0} />;
}
