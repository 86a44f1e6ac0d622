import { CASINO_SERVICE, HOME_TAB_IDS } from '@bet/domain/api/casino';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasinosHome } from '../api/get-casinos-home.ts';
import { useSlotProviders } from '../api/get-slot-providers.ts';
import { useSlotSearch } from '../api/search-slots.ts';
import { CasinoScreen } from '../components/casino-screen.tsx';
import { JackpotBlock } from '../components/jackpot-block.tsx';
import { ProviderBar } from '../components/provider-bar.tsx';
import { SlotsContent } from '../components/slots-content.tsx';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useQueryLaunch } from '../hooks/use-query-launch.ts';
import { CASINO_SEARCH_DEBOUNCE_MS, searchKeyword } from '../lib/search-delay.ts';
import { popularProvider, slotsView } from '../lib/slot-overview.ts';
import '../casino.css';

/** Slots (spec 002 §2): slot games by provider, the popular ones first, with a provider filter and search. */
export default function SlotsPage() {
  const { t } = useTranslation();
  const launch = useGameLaunch();
  const [providerId, setProviderId] = useState<number | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [text, setText] = useState('');
  const keyword = searchKeyword(useDebounced(text, CASINO_SEARCH_DEBOUNCE_MS));
  useQueryLaunch((query) => {
    if (query.masterServiceId !== undefined) setProviderId(query.masterServiceId);
  });

  const catalogue = useSlotProviders();
  const home = useCasinosHome(HOME_TAB_IDS);
  const search = useSlotSearch(CASINO_SERVICE.slots, keyword, keyword !== '');
  const popular = popularProvider(home.data ?? [], t('casino.popular'));
  const withPopular = catalogue.data && (popular ? [popular, ...catalogue.data] : catalogue.data);
  // A search lists the real providers' hits; the popular pseudo-provider leads the catalogue only.
  const list = keyword ? search : catalogue;
  const providers = keyword ? search.data : withPopular;

  return (
    <CasinoScreen title={t('casino.slots.title')}>
      <JackpotBlock screen={{ name: 'slots' }} />
      <ProviderBar
        label={t('casino.providers')}
        providers={(withPopular ?? []).map((p) => ({ id: p.sid, name: p.n }))}
        value={providerId}
        onChange={setProviderId}
        searchOpen={searchOpen}
        onSearchOpen={setSearchOpen}
        keyword={text}
        onKeyword={setText}
      />
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <SlotsContent
          view={slotsView({ providers, keyword, providerId })}
          emptyTitle={t('casino.noSlots')}
          onProvider={setProviderId}
          onOpen={launch}
        />
      )}
    </CasinoScreen>
  );
}
