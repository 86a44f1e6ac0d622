import { HOME_TAB_IDS } from '@bet/domain/api/casino';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { canUseArea } from '../../../shared/site/areas.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useCasinosHome } from '../api/get-casinos-home.ts';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { type HomeTabName, homeTabScreen, homeTabs } from '../lib/home-tabs.ts';
import { homeGameTile } from '../lib/tile-games.ts';
import { GameGrid } from './game-grid.tsx';
import { LaunchLayer } from './launch-layer.tsx';
import '../casino.css';

/** Home's casino tabs: top and new casino and slot games (casinosHome), each tile opening its game. */
export function HomeCasinoTabs() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const user = useUser();
  const settings = useSiteSettings();
  const launch = useGameLaunch();
  const [chosen, setChosen] = useState<HomeTabName | null>(null);
  const home = useCasinosHome(HOME_TAB_IDS);
  const tabs = homeTabs(home.data ?? [], (screen) =>
    canUseArea(screen === 'casino' ? 'slots' : 'liveCasino', { user, settings }),
  );
  const current = tabs.find(({ tab }) => tab === chosen) ?? tabs[0];
  // Nothing to offer yet (or not loaded): Home shows no empty block.
  if (!current) return null;
  return (
    <TitledSection titleId="home-casino-title" title={t('casino.homeTabs.title')} level={2}>
      <Tabs
        idPrefix="home-casino"
        label={t('casino.homeTabs.title')}
        items={tabs.map(({ tab }) => ({ id: tab, label: t(`casino.homeTabs.${tab}`) }))}
        value={current.tab}
        onChange={setChosen}
      />
      <div className="casino-home-panel" {...tabPanelProps('home-casino', current.tab)}>
        <GameGrid games={current.games.map(homeGameTile)} onOpen={launch} />
        <Link className="casino-row-all" to={`/${lang}/${homeTabScreen(current.tab)}`}>
          {t('casino.homeTabs.seeAll')}
        </Link>
      </div>
      <LaunchLayer />
    </TitledSection>
  );
}
