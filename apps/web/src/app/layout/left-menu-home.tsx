import {
  BallIcon,
  BellIcon,
  BingoIcon,
  ClockIcon,
  FireIcon,
  GamepadIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  LiveIcon,
  RocketIcon,
  SlotIcon,
} from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useUnreadNotifications } from '../../features/notifications/api/notifications.ts';
import { useUser } from '../../shared/session/api/get-user-data.ts';
import type { Area } from '../../shared/site/areas.ts';
import { MenuLink } from './menu-link.tsx';
import { useRouteInfo } from './route-info.ts';
import { ThemeChooser } from './theme-chooser.tsx';

/** Where the Spaceman crash game opens; the games release launches it from the slots screen. */
export const SPACEMAN_PATH = 'casino?game=spaceman';

/** The left menu's home tab (spec 000 section 2.3). */
export function LeftMenuHome({ areas }: { areas: Set<Area> }) {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const user = useUser();
  const to = (path: string) => `/${lang}/${path}`;
  const notifications = useUnreadNotifications(user !== null);
  return (
    <>
      <ul className="list menu-list">
        <MenuLink to={to('')} icon={<HomeIcon />}>
          {t('layout.menu.home')}
        </MenuLink>
        {areas.has('slots') && (
          <MenuLink to={to('casino')} icon={<SlotIcon />}>
            {t('layout.areas.slots')}
          </MenuLink>
        )}
        {areas.has('bingo') && (
          <MenuLink to={to('bingo')} icon={<BingoIcon />}>
            {t('layout.areas.liveBingo')}
          </MenuLink>
        )}
        {areas.has('slots') && (
          <MenuLink to={to(SPACEMAN_PATH)} icon={<RocketIcon />}>
            {t('layout.areas.spaceman')}
          </MenuLink>
        )}
        {areas.has('virtual') && (
          <MenuLink to={to('virtualgames')} icon={<GamepadIcon />}>
            {t('layout.areas.virtual')}
          </MenuLink>
        )}
        {user && (
          <MenuLink
            to={to('notifications')}
            icon={<BellIcon />}
            end={notifications > 0 ? <span className="badge">{notifications}</span> : undefined}
          >
            {t('layout.menu.notifications')}
          </MenuLink>
        )}
        <MenuLink to={to('promotions')} icon={<GiftIcon />}>
          {t('layout.areas.promotions')}
        </MenuLink>
        <MenuLink to={to('languages')} icon={<GlobeIcon />}>
          {t('layout.menu.languages')}
        </MenuLink>
      </ul>
      <ThemeChooser />
      <ul className="list menu-list">
        {areas.has('sport') && (
          <MenuLink to={to('sports')} icon={<BallIcon />}>
            {t('layout.areas.sport')}
          </MenuLink>
        )}
        {areas.has('live') && (
          <MenuLink to={to('livebets')} icon={<LiveIcon />}>
            {t('layout.areas.live')}
          </MenuLink>
        )}
        {areas.has('sport') && (
          <MenuLink to={to('uphigh?act=1')} icon={<FireIcon />}>
            {t('layout.menu.highlights')}
          </MenuLink>
        )}
        {areas.has('sport') && (
          <MenuLink to={to('uphigh?act=2')} icon={<ClockIcon />}>
            {t('layout.menu.upcoming')}
          </MenuLink>
        )}
      </ul>
    </>
  );
}
