import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import type { LaunchTarget } from '../lib/game-query.ts';
import type { TileGame } from '../lib/tile-games.ts';

type GameGridProps = { games: readonly TileGame[]; onOpen: (target: LaunchTarget) => void };

/** Game tiles: two columns on a phone, as many as fit on wider screens. A tile opens its game. */
export function GameGrid({ games, onOpen }: GameGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="casino-grid">
      {games.map((game) => (
        <li key={game.key}>
          <button
            type="button"
            className="casino-tile"
            aria-label={t('casino.play', { name: game.name })}
            onClick={() => onOpen(game.target)}
          >
            <ImageWithFallback className="casino-tile-image" src={game.logo} alt="" />
            <span className="casino-tile-name">{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
