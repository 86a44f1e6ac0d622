import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FireIcon } from '../../../shared/ui/icons.tsx';
import { Tabs, tabPanelProps } from '../../../shared/ui/tabs.tsx';
import { useMatches } from '../api/prematch-api.ts';
import { sortByDate } from '../lib/group-matches.ts';
import {
  HOME_COLUMNS,
  HOME_TAB_FILTERS,
  HOME_TAB_MORE,
  HOME_TAB_SIZE,
  HOME_TABS,
  type HomeTab,
} from '../lib/home-tabs.ts';
import { ListLoadFailed, NoMatches, RowsSkeleton } from './list-states.tsx';
import { MatchPopupProvider } from './match-popup.tsx';
import { MatchRows } from './match-rows.tsx';
import './home-matches.css';

function TabMatches({ tab }: { tab: HomeTab }) {
  const matches = useMatches(HOME_TAB_FILTERS[tab]);
  if (matches.isError) return <ListLoadFailed onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <RowsSkeleton rows={HOME_TAB_SIZE} height={64} />;
  const shown = sortByDate(matches.data.results).slice(0, HOME_TAB_SIZE);
  if (shown.length === 0) return <NoMatches />;
  return <MatchRows matches={shown} columns={HOME_COLUMNS} />;
}

/** Home's sportsbook block: upcoming, highlights and the continental cup, five matches each. */
export function HomeMatches() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [tab, setTab] = useState<HomeTab>('upcoming');
  return (
    <MatchPopupProvider>
      <section className="card pm-home" aria-labelledby="pm-home-title">
        <div className="pm-home-head">
          <h2 className="section-title pm-home-title" id="pm-home-title">
            <FireIcon size={20} /> {t('sports.home.title')}
          </h2>
          <Link className="pm-home-more" to={`/${lang}/${HOME_TAB_MORE[tab]}`}>
            {t('sports.home.seeAll')}
          </Link>
        </div>
        <Tabs
          idPrefix="pm-home"
          label={t('sports.home.tabsLabel')}
          items={HOME_TABS.map((id) => ({ id, label: t(`sports.home.tabs.${id}`) }))}
          value={tab}
          onChange={setTab}
        />
        <div {...tabPanelProps('pm-home', tab)} className="pm-home-panel">
          <TabMatches tab={tab} />
        </div>
      </section>
    </MatchPopupProvider>
  );
}
