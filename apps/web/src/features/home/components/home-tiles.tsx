import {
  BallIcon,
  BingoIcon,
  GamepadIcon,
  GiftIcon,
  LiveIcon,
  RouletteIcon,
  SlotIcon,
  TvIcon,
} from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { type Area, availableAreas } from '../../../shared/site/areas.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';

type Tile = { area: Area; path: string; icon: ReactElement };

// Home's quick links (spec 002 section 2, "Home links"), in the order players look for them.
const TILES: Tile[] = [
  { area: 'sport', path: 'sports', icon: <BallIcon size={30} /> },
  { area: 'live', path: 'livebets', icon: <LiveIcon size={30} /> },
  { area: 'slots', path: 'casino', icon: <SlotIcon size={30} /> },
  { area: 'liveCasino', path: 'livecasino', icon: <RouletteIcon size={30} /> },
  { area: 'bingo', path: 'bingo', icon: <BingoIcon size={30} /> },
  { area: 'virtual', path: 'virtualgames', icon: <GamepadIcon size={30} /> },
  { area: 'tvGames', path: 'tvgames', icon: <TvIcon size={30} /> },
  { area: 'promotions', path: 'promotions', icon: <GiftIcon size={30} /> },
];

/** Tiles for the product areas this player may use. */
export function HomeTiles() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const user = useUser();
  const settings = useSiteSettings();
  const areas = availableAreas({ user, settings });
  return (
    <TitledSection
      titleId="home-areas-title"
      title={t('home.areas.title')}
      level={2}
      as="nav"
      titleClassName="home-section-title"
    >
      <ul className="home-tiles">
        {TILES.filter((tile) => areas.has(tile.area)).map((tile) => (
          <li key={tile.area}>
            <Link className={`home-tile home-tile-${tile.area}`} to={`/${lang}/${tile.path}`}>
              <span className="home-tile-icon">{tile.icon}</span>
              <span className="home-tile-name">{t(`home.areas.${tile.area}.name`)}</span>
              <span className="home-tile-text">{t(`home.areas.${tile.area}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
