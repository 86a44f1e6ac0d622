import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GameNotice } from '../components/game-notice.tsx';

// Each game its own chunk: a table never loads the slot's reel renderer, nor a slot the tables.
const SlotPage = lazy(() => import('./slot-page.tsx'));
const TABLES = new Map<string, LazyExoticComponent<ComponentType>>([
  ['european-roulette', lazy(() => import('../components/roulette-screen.tsx'))],
  ['blackjack', lazy(() => import('../components/blackjack-screen.tsx'))],
]);

/**
 * play/:gameCode?token=…: an in-house game opened by the casino in its overlay frame, a live table
 * by its game code, any other code a slot (whose machine the server names).
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const { gameCode = '' } = useParams();
  const Game = TABLES.get(gameCode) ?? SlotPage;
  return (
    <Suspense fallback={<GameNotice pending text={t('house-games.loading')} />}>
      <Game />
    </Suspense>
  );
}
