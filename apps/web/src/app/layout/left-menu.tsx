import {
  BallIcon,
  CloseIcon,
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  LiveIcon,
  RouletteIcon,
  SlotIcon,
  TvIcon,
} from '@bet/ui/icons.tsx';
import { type TabItem, Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import { type Area, availableAreas } from '../../shared/site/areas.ts';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useUiStore } from '../../shared/stores/ui-store.ts';
import { Clock } from './clock.tsx';
import { LeftMenuHome } from './left-menu-home.tsx';
import { LeftMenuSports } from './left-menu-sports.tsx';
import { MenuLink } from './menu-link.tsx';
import { useRouteInfo } from './route-info.ts';
import { SiteBrand } from './site-brand.tsx';
import { ModeToggle } from './theme-chooser.tsx';
import './menus.css';

type Tab = 'home' | Area;

const TAB_ICONS: Record<Tab, ReactElement> = {
  home: <HomeIcon />,
  sport: <BallIcon />,
  live: <LiveIcon />,
  slots: <SlotIcon />,
  liveCasino: <RouletteIcon />,
  bingo: <SlotIcon />,
  tvGames: <TvIcon />,
  virtual: <GamepadIcon />,
  promotions: <GiftIcon />,
};
// Bingo lives in the home tab; the spec's tabs are these.
const TAB_ORDER: Tab[] = ['home', 'sport', 'live', 'slots', 'liveCasino', 'tvGames', 'virtual', 'promotions'];
// Each product tab's screen (spec 002 section 2); providers and games are listed there.
const AREA_PATHS: Partial<Record<Area, string>> = {
  slots: 'casino',
  liveCasino: 'livecasino',
  tvGames: 'tvgames',
  virtual: 'virtualgames',
  promotions: 'promotions',
};

function TabPanel({ tab, areas }: { tab: Tab; areas: Set<Area> }) {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  if (tab === 'home') return <LeftMenuHome areas={areas} />;
  if (tab === 'sport' || tab === 'live') return <LeftMenuSports live={tab === 'live'} />;
  return (
    <ul className="list menu-list">
      <MenuLink to={`/${lang}/${AREA_PATHS[tab] ?? ''}`} icon={TAB_ICONS[tab]}>
        {t(`layout.menu.all.${tab}`)}
      </MenuLink>
    </ul>
  );
}

/** The left menu (spec 000 section 2.3): product tabs by permission, the colour and mode choice, copyright. */
export function LeftMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSiteSettings();
  const setLeftMenu = useUiStore((s) => s.setLeftMenu);
  const [tab, setTab] = useState<Tab>('home');
  const areas = availableAreas({ user, settings });
  // A tab whose product was just switched off falls back to home.
  const active: Tab = tab === 'home' || areas.has(tab) ? tab : 'home';
  const items: TabItem<Tab>[] = TAB_ORDER.filter((id) => id === 'home' || areas.has(id)).map((id) => ({
    id,
    label: (
      <>
        {TAB_ICONS[id]}
        <span>{t(id === 'home' ? 'layout.menu.home' : `layout.areas.${id}`)}</span>
      </>
    ),
  }));
  return (
    <div className="left-menu">
      {inDrawer && (
        <div className="menu-head">
          <SiteBrand className="menu-brand" />
          <Clock className="menu-clock" />
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => setLeftMenu(false)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      <Tabs
        items={items}
        value={active}
        onChange={setTab}
        label={t('layout.menu.label')}
        idPrefix="left-menu"
        className="menu-tabs"
      />
      <div className="menu-panel" {...tabPanelProps('left-menu', active)}>
        <TabPanel tab={active} areas={areas} />
      </div>
      <ul className="list menu-list">
        <li>
          <ModeToggle />
        </li>
      </ul>
      <footer className="menu-copyright">
        © {new Date().getFullYear()} {settings.site_title}. {t('layout.menu.rights')}
        {settings.footer_bottom_text && <p>{settings.footer_bottom_text}</p>}
      </footer>
    </div>
  );
}
