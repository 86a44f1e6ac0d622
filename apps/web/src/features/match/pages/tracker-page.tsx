import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/format.ts';
import { PitchIcon } from '../components/match-icons.tsx';
import { TrackerView } from '../components/tracker-view.tsx';
import { useMatchDetail } from '../hooks/use-match-detail.ts';
import '../components/match-detail.css';

function Tracker({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const detail = useMatchDetail(matchId, 'L');
  if (detail.kind === 'loading') return <Skeleton className="md-tracker-skeleton" height={320} />;
  if (detail.kind !== 'ready')
    return (
      <EmptyState
        icon={<PitchIcon size={30} />}
        title={detail.kind === 'notFound' ? t('match.notFoundMatch') : t('match.loadError')}
        {...(detail.kind === 'error'
          ? {
              action: (
                <Button variant="secondary" onClick={detail.retry}>
                  {t('match.retry')}
                </Button>
              ),
            }
          : {})}
      />
    );
  const live = detail.match.live;
  if (!live || live.matchstatus === 'not_started')
    return (
      <EmptyState
        icon={<PitchIcon size={30} />}
        title={`${detail.match.home} - ${detail.match.away}`}
        text={t('match.tracker.notStarted', { date: formatDateTime(detail.match.matchDate) })}
      />
    );
  return <TrackerView match={live} />;
}

/** The live tracker of one match on its own page (tracker/:id): pitch or scoreboard, kept live. */
export default function TrackerPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const matchId = Number(id);
  return (
    <div className="page md-page md-tracker-page">
      <h1 className="visually-hidden">{t('match.tracker.title')}</h1>
      <Tracker key={matchId} matchId={Number.isInteger(matchId) && matchId > 0 ? matchId : 0} />
    </div>
  );
}
