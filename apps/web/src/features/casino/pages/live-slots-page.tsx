import { CASINO_SERVICE } from '@bet/domain/api/casino';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { useSlotProviders } from '../api/get-slot-providers.ts';
import { useSlotSearch } from '../api/search-slots.ts';
import { CasinoScreen } from '../components/casino-screen.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { GridSkeleton, NoGames, SearchNotFound } from '../components/list-states.tsx';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useQueryLaunch } from '../hooks/use-query-launch.ts';
import { CASINO_SEARCH_DEBOUNCE_MS, searchKeyword } from '../lib/search-delay.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import '../casino.css';

/** LiveSlots (spec 002 §2, the slot variant screen): every slot game in one grid, with search. */
export default function LiveSlotsPage() {
  const { t } = useTranslation();
  const launch = useGameLaunch();
  const [text, setText] = useState('');
  const keyword = searchKeyword(useDebounced(text, CASINO_SEARCH_DEBOUNCE_MS));
  useQueryLaunch();
  const catalogue = useSlotProviders();
  const search = useSlotSearch(CASINO_SERVICE.slots, keyword, keyword !== '');
  const list = keyword ? search : catalogue;
  const games = list.data?.flatMap((provider) => provider.g);

  const body = () => {
    if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
    if (!games) return <GridSkeleton />;
    if (games.length > 0) return <GameGrid games={games.map(casinoGameTile)} onOpen={launch} />;
    return keyword ? <SearchNotFound keyword={keyword} /> : <NoGames title={t('casino.noSlots')} />;
  };

  return (
    <CasinoScreen title={t('casino.liveSlots.title')}>
      <SearchBox value={text} onChange={setText} area="casino" />
      {body()}
    </CasinoScreen>
  );
}
