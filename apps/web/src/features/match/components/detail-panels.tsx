import { useState } from 'react';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useTvList } from '../api/match-api.ts';
import type { DetailMatch } from '../lib/detail-match.ts';
import { type DetailTab, detailTabs, type OverlayTab } from '../lib/detail-tabs.ts';
import { DetailTabBar } from './detail-tab-bar.tsx';
import { InfoOverlay } from './info-overlay.tsx';
import { TrackerView } from './tracker-view.tsx';
import { TvPanel } from './tv-panel.tsx';

const WIDE_QUERY = '(min-width: 1024px)';

/** The tab bar with its tracker or TV panel and the statistics or table overlay. */
export function DetailPanels({ match }: { match: DetailMatch }) {
  const settings = useSiteSettings();
  const tvList = useTvList(settings.tv_access === 1);
  const tabs = detailTabs(settings, match, tvList.data?.includes(match.id) ?? false);
  // On wide screens the tracker opens by itself; on a phone it would push the markets off screen.
  const [panel, setPanel] = useState<DetailTab | undefined>(() =>
    window.matchMedia(WIDE_QUERY).matches ? 'tracker' : undefined,
  );
  const [overlay, setOverlay] = useState<OverlayTab>();
  const select = (tab: DetailTab) => {
    if (tab === 'statistics' || tab === 'table') setOverlay(tab);
    else setPanel((open) => (open === tab ? undefined : tab));
  };
  const shown = panel && tabs.includes(panel) ? panel : undefined;
  return (
    <>
      <DetailTabBar tabs={tabs} panel={shown} onSelect={select} />
      {shown === 'tracker' && match.live && <TrackerView match={match.live} embedded />}
      {shown === 'tv' && <TvPanel matchId={match.id} />}
      <InfoOverlay kind={overlay} match={match} onClose={() => setOverlay(undefined)} />
    </>
  );
}
