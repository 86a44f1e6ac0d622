import { EmptyState } from '@bet/ui/empty-state.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format.ts';
import { type MatchStatisticsResponse, useMatchStatistics } from '../api/stats-api.ts';
import { FormGuide, LeagueTable } from './league-table.tsx';
import { ChartIcon } from './match-icons.tsx';
import './stats.css';

function FormRow({ team, form }: { team: string; form: MatchStatisticsResponse['homeForm'] }) {
  const { t } = useTranslation();
  return (
    <div className="md-stats-form-row">
      <span className="md-stats-team">{team}</span>
      {form.length > 0 ? (
        <FormGuide form={form} label={t('match.stats.formOf', { team })} />
      ) : (
        <span className="muted">{t('match.stats.noForm')}</span>
      )}
    </div>
  );
}

function StatisticsBody({ data }: { data: MatchStatisticsResponse }) {
  const { t } = useTranslation();
  const { home, away } = data.match;
  return (
    <div className="md-stats">
      <section className="md-stats-card" aria-labelledby="md-stats-form">
        <h2 className="section-title" id="md-stats-form">
          {t('match.stats.form')}
        </h2>
        <FormRow team={home} form={data.homeForm} />
        <FormRow team={away} form={data.awayForm} />
      </section>
      <section className="md-stats-card" aria-labelledby="md-stats-h2h">
        <h2 className="section-title" id="md-stats-h2h">
          {t('match.stats.headToHead')}
        </h2>
        {data.headToHead.length === 0 ? (
          <p className="muted">{t('match.stats.noHeadToHead')}</p>
        ) : (
          <ul className="md-h2h">
            {data.headToHead.map((m) => (
              <li key={`${m.date}-${m.home}`}>
                <span className="md-h2h-date">{formatDate(m.date)}</span>
                <span className="md-h2h-home">{m.home}</span>
                <span className="md-h2h-score">{m.score}</span>
                <span className="md-h2h-away">{m.away}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.table && data.table.length > 0 && (
        <section className="md-stats-card" aria-labelledby="md-stats-table">
          <h2 className="section-title" id="md-stats-table">
            {t('match.stats.table')}
          </h2>
          <LeagueTable rows={data.table} highlight={[home, away]} caption={t('match.stats.table')} />
        </section>
      )}
    </div>
  );
}

/** The statistics of a match: form, head to head and the league table; an empty state when unavailable. */
export function MatchStatistics({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const stats = useMatchStatistics(matchId);
  if (stats.isPending) return <Skeleton lines={6} height={28} />;
  if (stats.isError)
    return (
      <EmptyState
        icon={<ChartIcon size={30} />}
        title={t('match.stats.emptyTitle')}
        text={t('match.stats.emptyText')}
      />
    );
  return <StatisticsBody data={stats.data} />;
}
