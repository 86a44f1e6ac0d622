import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { type ReactNode, useState } from 'react';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { useServiceLists } from '../api/get-services-list.ts';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useQueryLaunch } from '../hooks/use-query-launch.ts';
import { filterByTitle, shownListIds } from '../lib/service-lists.ts';
import { serviceTile } from '../lib/tile-games.ts';
import { CasinoScreen } from './casino-screen.tsx';
import { GameGrid } from './game-grid.tsx';
import { GridSkeleton, NoGames, SearchNotFound } from './list-states.tsx';
import { TvFrame } from './tv-frame.tsx';

type ServiceListScreenProps = {
  title: string;
  /** The site's provider services whose games are listed (virtualgames_ids or tvgames_ids). */
  listIds: readonly number[];
  emptyTitle: string;
  /** The empty list's icon. */
  icon: ReactNode;
  /** The search filters from this many characters on. */
  searchMin: number;
  /** TV games: the game plays in a frame above the list. */
  tv?: boolean;
};

/** The virtual and TV games screens: the providers' games as tiles, a title search and the launch flow. */
export function ServiceListScreen({
  title,
  listIds,
  emptyTitle,
  icon,
  searchMin,
  tv = false,
}: ServiceListScreenProps) {
  const launch = useGameLaunch();
  const [mainServiceId, setMainServiceId] = useState<number | null>(null);
  const [text, setText] = useState('');
  useQueryLaunch((query) => setMainServiceId(query.mainServiceId ?? null));
  const lists = useServiceLists(shownListIds(listIds, mainServiceId));
  const games = lists.games && filterByTitle(lists.games, text, searchMin);

  const body = () => {
    if (lists.failed) return <LoadFailed onRetry={lists.retry} />;
    if (!games || !lists.games) return <GridSkeleton />;
    if (lists.games.length === 0) return <NoGames title={emptyTitle} icon={icon} />;
    if (games.length === 0) return <SearchNotFound keyword={text.trim()} />;
    return <GameGrid games={games.map(serviceTile)} onOpen={launch} />;
  };

  return (
    <CasinoScreen title={title} embedded={tv}>
      {tv && <TvFrame hasGames={(lists.games?.length ?? 0) > 0} />}
      <SearchBox value={text} onChange={setText} area="casino" />
      {body()}
    </CasinoScreen>
  );
}
