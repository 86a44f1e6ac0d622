import { BallIcon, LiveIcon, StarIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSports } from '../../features/sports/api/prematch-api.ts';
import { useSportFavsStore } from '../../shared/sportsbook/favourites-store.ts';
import { useSportName } from '../../shared/sportsbook/sport-names.ts';
import { MenuLink } from './menu-link.tsx';
import { type MenuSport, menuSports } from './menu-sports.ts';
import { useRouteInfo } from './route-info.ts';

// The server's own window (matches_day), as the sports page's All chip asks.
const ALL_DAYS = {};

/**
 * The left menu's sport and live tabs (spec 000 section 2.3): the sports the server has matches for,
 * with their prematch or live count, favourites first; a star keeps a sport among the favourites.
 */
export function LeftMenuSports({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const { pathname, search } = useLocation();
  const sports = useSports(ALL_DAYS);
  const favourites = useSportFavsStore((s) => s.ids);
  const base = live ? 'livebets' : 'sports';
  const sid = pathname === `/${lang}/${base}` ? new URLSearchParams(search).get('sid') : null;
  return (
    <ul className="list menu-list">
      {live && (
        <MenuLink to={`/${lang}/favorites`} icon={<StarIcon />}>
          {t('layout.menu.favorites')}
        </MenuLink>
      )}
      <MenuLink to={`/${lang}/${base}`} icon={live ? <LiveIcon /> : <BallIcon />}>
        {t(live ? 'layout.menu.allLive' : 'layout.menu.allSports')}
      </MenuLink>
      {sports.isError && !sports.data ? (
        <li>
          <LoadFailed onRetry={() => void sports.refetch()} />
        </li>
      ) : !sports.data ? (
        <li aria-hidden="true">
          <Skeleton lines={6} height={40} />
        </li>
      ) : (
        <SportRows sports={menuSports(sports.data, live, favourites)} base={base} sid={sid} live={live} />
      )}
    </ul>
  );
}

type SportRowsProps = { sports: MenuSport[]; base: string; sid: string | null; live: boolean };

/** One row per sport with its count and star; a line saying so when no sport has matches. */
function SportRows({ sports, base, sid, live }: SportRowsProps) {
  const { t } = useTranslation();
  const { lang } = useRouteInfo();
  const sportName = useSportName();
  const toggle = useSportFavsStore((s) => s.toggle);
  if (sports.length === 0)
    return <li className="menu-empty">{t(live ? 'layout.menu.noLive' : 'layout.menu.noSports')}</li>;
  return (
    <>
      {sports.map((sport) => {
        const name = sportName(sport.id, sport.title);
        const current = sid === String(sport.id);
        return (
          <li key={sport.id} className="menu-sport">
            <Link
              to={`/${lang}/${base}?sid=${sport.id}`}
              className={`list-row menu-row${current ? ' active' : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              <span className="sport-dot" aria-hidden="true" />
              <span>{name}</span>
              <span className="list-row-end menu-count">{sport.count}</span>
            </Link>
            <button
              type="button"
              className={`icon-button menu-star${sport.favourite ? ' is-on' : ''}`}
              aria-pressed={sport.favourite}
              aria-label={t('layout.menu.favouriteSport', { sport: name })}
              onClick={() => toggle(sport.id)}
            >
              <StarIcon size={20} />
            </button>
          </li>
        );
      })}
    </>
  );
}
