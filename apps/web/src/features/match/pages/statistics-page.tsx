import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MatchStatistics } from '../components/match-statistics.tsx';
import '../components/match-detail.css';

/** A match's statistics on their own page (statistics/:matchId): form, head to head, table. */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const { matchId } = useParams();
  const id = Number(matchId);
  return (
    <div className="page md-page">
      <h1 className="page-title">{t('match.stats.title')}</h1>
      <MatchStatistics matchId={Number.isInteger(id) && id > 0 ? id : 0} />
    </div>
  );
}
