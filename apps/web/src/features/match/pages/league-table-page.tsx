import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LeagueStandings } from '../components/league-standings.tsx';
import '../components/match-detail.css';

/** A league's standings on their own page (leagueTable/:tournamentId). */
export default function LeagueTablePage() {
  const { t } = useTranslation();
  const { tournamentId } = useParams();
  const id = Number(tournamentId);
  return (
    <div className="page md-page">
      <h1 className="page-title">{t('match.table.title')}</h1>
      <LeagueStandings tournamentId={Number.isInteger(id) && id > 0 ? id : 0} heading />
    </div>
  );
}
