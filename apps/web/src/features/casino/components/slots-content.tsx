import type { LaunchTarget } from '../lib/game-query.ts';
import type { SlotsView } from '../lib/slot-overview.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import { GameGrid } from './game-grid.tsx';
import { GridSkeleton, NoGames, SearchNotFound } from './list-states.tsx';
import { ProviderRows } from './provider-rows.tsx';

type SlotsContentProps = {
  view: SlotsView;
  /** The text of an empty catalogue. */
  emptyTitle: string;
  onProvider: (providerId: number) => void;
  onOpen: (target: LaunchTarget) => void;
};

/** A provider list's body: the overview rows, one provider's games, or why there are none. */
export function SlotsContent({ view, emptyTitle, onProvider, onOpen }: SlotsContentProps) {
  switch (view.kind) {
    case 'loading':
      return <GridSkeleton />;
    case 'noSlots':
      return <NoGames title={emptyTitle} />;
    case 'notFound':
      return <SearchNotFound keyword={view.keyword} />;
    case 'provider':
      return <GameGrid games={view.provider.g.map(casinoGameTile)} onOpen={onOpen} />;
    case 'overview':
      return <ProviderRows rows={view.rows} onAll={onProvider} onOpen={onOpen} />;
  }
}
