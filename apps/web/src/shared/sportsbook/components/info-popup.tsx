import { Dialog } from '@bet/ui/dialog.tsx';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { leagueTableUrl, statisticsUrl } from '../match-links.ts';
import type { RowMatch } from './row-match.ts';
import './info-popup.css';

export type InfoKind = 'statistics' | 'table';
/** What the popup reads of a match. */
export type InfoMatch = Pick<RowMatch, 'id' | 'tournamentId' | 'home' | 'away' | 'tournamentName'>;
export type ShowInfo = (kind: InfoKind, match: InfoMatch) => void;

type Shown = { kind: InfoKind; match: InfoMatch };

/** A match's statistics or its league's table in an iframe over the page. */
function InfoPopup({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const settings = useSiteSettings();
  const stats = shown?.kind === 'statistics';
  const title = shown ? t(stats ? 'odds.statistics' : 'odds.pointsTable') : '';
  return (
    <Dialog open={shown !== null} onClose={onClose} title={title} className="info-popup">
      {shown && (
        <>
          <p className="info-popup-subtitle muted">
            {stats ? `${shown.match.home} - ${shown.match.away}` : shown.match.tournamentName}
          </p>
          <iframe
            className="info-popup-frame"
            src={(stats ? statisticsUrl : leagueTableUrl)(settings, lang, shown.match)}
            title={title}
          />
        </>
      )}
    </Dialog>
  );
}

/** The statistics / league-table popup of a list: `show` opens it for a match; render `popup` once. */
export function useInfoPopup(): { show: ShowInfo; popup: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const show = useCallback<ShowInfo>((kind, match) => setShown({ kind, match }), []);
  return { show, popup: <InfoPopup shown={shown} onClose={() => setShown(null)} /> };
}
