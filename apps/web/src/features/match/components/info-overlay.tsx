import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import type { DetailMatch } from '../lib/detail-match.ts';
import { externalOverlayUrl, type OverlayTab } from '../lib/detail-tabs.ts';
import { LeagueStandings } from './league-standings.tsx';
import { MatchStatistics } from './match-statistics.tsx';
import './panels.css';

type InfoOverlayProps = { kind: OverlayTab | undefined; match: DetailMatch; onClose: () => void };

/**
 * The statistics or league table over the page: the operator's pages in a frame when the site
 * names them (statistic_url, points_table_url), else the site's own.
 */
export function InfoOverlay({ kind, match, onClose }: InfoOverlayProps) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const base = kind === 'statistics' ? settings.statistic_url : settings.points_table_url;
  const external = kind ? externalOverlayUrl(base, match.id) : undefined;
  const title = kind ? t(`match.tabs.${kind}`) : '';
  return (
    <Dialog open={kind !== undefined} onClose={onClose} title={title} className="md-overlay">
      {external ? (
        <iframe className="md-overlay-frame" src={external} title={title} />
      ) : kind === 'statistics' ? (
        <MatchStatistics matchId={match.id} />
      ) : kind === 'table' ? (
        <LeagueStandings tournamentId={match.tournamentId} highlight={[match.home, match.away]} />
      ) : null}
    </Dialog>
  );
}
