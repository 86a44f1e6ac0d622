import type { CasinoCompany } from '@bet/domain/api/casino';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { ChipGroup } from '../../../shared/sportsbook/components/chip-group.tsx';
import { useCompanyCategories, useLiveCompanies } from '../api/get-live-casino.ts';
import { CasinoScreen } from '../components/casino-screen.tsx';
import { CompanySections } from '../components/company-sections.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { JackpotBlock } from '../components/jackpot-block.tsx';
import { GridSkeleton, NoGames, SearchNotFound } from '../components/list-states.tsx';
import { ProviderBar } from '../components/provider-bar.tsx';
import { useGameLaunch } from '../hooks/use-game-launch.ts';
import { useQueryLaunch } from '../hooks/use-query-launch.ts';
import type { LaunchTarget } from '../lib/game-query.ts';
import { categoryGames, companyFromQuery } from '../lib/live-casino.ts';
import { CASINO_SEARCH_DEBOUNCE_MS, searchKeyword } from '../lib/search-delay.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import '../casino.css';

/** One company: its category chips and the chosen category's games (all categories at first). */
function CompanyGames({
  company,
  onOpen,
}: {
  company: CasinoCompany;
  onOpen: (target: LaunchTarget) => void;
}) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useCompanyCategories(company.sid);
  if (categories.isError) return <LoadFailed onRetry={() => void categories.refetch()} />;
  if (!categories.data) return <GridSkeleton />;
  const shown = categories.data.filter((category) => categoryId === null || category.sid === categoryId);
  const games = categoryGames(shown);
  return (
    <>
      <ChipGroup<number | null>
        label={t('casino.live.categories')}
        chips={[
          { id: null, label: t('casino.all') },
          ...categories.data.map((category) => ({ id: category.sid, label: category.n })),
        ]}
        value={categoryId}
        onChange={setCategoryId}
      />
      {games.length > 0 ? (
        <GameGrid games={games.map(casinoGameTile)} onOpen={onOpen} />
      ) : (
        <NoGames title={t('casino.noGames')} />
      )}
    </>
  );
}

/** LiveCasino (spec 002 §2): live casino companies, their categories and games, with search. */
export default function LiveCasinoPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const launch = useGameLaunch();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [text, setText] = useState('');
  const keyword = searchKeyword(useDebounced(text, CASINO_SEARCH_DEBOUNCE_MS));
  useQueryLaunch((query) => {
    const preselected = companyFromQuery(query);
    if (preselected !== null) setCompanyId(preselected);
  });
  const all = useLiveCompanies('');
  const list = useLiveCompanies(keyword);
  const company = all.data?.find((c) => c.sid === companyId);
  const found = list.data?.filter(
    (c) => (!company || c.sid === company.sid) && categoryGames(c.c).length > 0,
  );

  const body = () => {
    const failed = [all, list].find((query) => query.isError);
    if (failed) return <LoadFailed onRetry={() => void failed.refetch()} />;
    if (!found || !all.data) return <GridSkeleton />;
    if (all.data.length === 0) return <NoGames title={t('casino.noLiveGames')} />;
    if (keyword && found.length === 0) return <SearchNotFound keyword={keyword} />;
    if (company && !keyword) return <CompanyGames key={company.sid} company={company} onOpen={launch} />;
    return (
      <CompanySections
        companies={found}
        showLogo={settings.liveCasino_show_company_logo === 1}
        onOpen={launch}
      />
    );
  };

  return (
    <CasinoScreen title={t('casino.live.title')}>
      <JackpotBlock screen={{ name: 'liveCasino' }} />
      <ProviderBar
        label={t('casino.live.companies')}
        providers={(all.data ?? []).map((c) => ({ id: c.sid, name: c.n }))}
        value={company ? company.sid : null}
        onChange={setCompanyId}
        searchOpen={searchOpen}
        onSearchOpen={setSearchOpen}
        keyword={text}
        onKeyword={setText}
      />
      {body()}
    </CasinoScreen>
  );
}
