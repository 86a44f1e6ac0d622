import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { useSlotSearch } from '../api/search-slots.ts';
import { CasinoScreen } from '../components/casino-screen.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { JackpotBlock } from '../components/jackpot-block.tsx';
import { NoGames, SearchNotFound } from '../components/list-states.tsx';
import { ProviderFilter } from '../components/provider-filter.tsx';
import { SlotsContent } from '../components/slots-content.tsx';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useQueryLaunch } from '../hooks/use-query-launch.ts';
import { casinoMasterOf, casinoTitleKey, filteredGames } from '../lib/casino-games.ts';
import { CASINO_SEARCH_DEBOUNCE_MS, searchKeyword } from '../lib/search-delay.ts';
import { slotsView } from '../lib/slot-overview.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import '../casino.css';

/** The casino games screen (spec 002 §2): a master service's providers, a provider filter and search. */
export default function CasinoGamesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const masterId = casinoMasterOf(Number(params.id) || 0);
  const launch = useGameLaunch();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [text, setText] = useState('');
  const keyword = searchKeyword(useDebounced(text, CASINO_SEARCH_DEBOUNCE_MS));
  useQueryLaunch();
  // The filter offers every provider, whatever the search leaves.
  const all = useSlotSearch(masterId, '', masterId > 0);
  const list = useSlotSearch(masterId, keyword, masterId > 0);
  const providers = list.data ?? [];
  const filtered = chosen.size > 0 ? filteredGames(providers, chosen) : null;

  return (
    <CasinoScreen title={t(casinoTitleKey(masterId))}>
      <JackpotBlock screen={{ name: 'casinoGames', id: masterId }} />
      <div className="casino-toolbar">
        <ProviderFilter
          providers={(all.data ?? []).map((p) => ({ id: p.sid, name: p.n }))}
          value={chosen}
          onApply={setChosen}
        />
        <SearchBox value={text} onChange={setText} area="casino" />
      </div>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : filtered === null ? (
        <SlotsContent
          view={slotsView({ providers: list.data, keyword, providerId: null })}
          emptyTitle={t('casino.noGames')}
          onProvider={(id) => setChosen(new Set([id]))}
          onOpen={launch}
        />
      ) : filtered.length > 0 ? (
        <GameGrid games={filtered.map(casinoGameTile)} onOpen={launch} />
      ) : keyword ? (
        <SearchNotFound keyword={keyword} />
      ) : (
        <NoGames title={t('casino.noGames')} />
      )}
    </CasinoScreen>
  );
}
