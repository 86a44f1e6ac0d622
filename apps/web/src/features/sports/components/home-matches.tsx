import { FireIcon } from '@bet/ui/icons.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUpcomingStart } from '../hooks/use-upcoming-start.ts';
import {
  HOME_COLUMNS,
  HOME_TAB_FILTERS,
  HOME_TABS,
  HOME_UPCOMING_SPORT,
  type HomeTab,
  homeTabMore,
} from '../lib/home-tabs.ts';
import { HomeTabMatches } from './home-tab-matches.tsx';
import { HomeUpcoming } from './home-upcoming.tsx';
import { MatchPopupProvider } from './match-popup.tsx';
import './home-matches.css';

/** Home's sportsbook block: upcoming, highlights and the continental cup, five matches each. */
export function HomeMatches() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [tab, setTab] = useState<HomeTab>('upcoming');
  // Chosen by the upcoming tab (its first sport with matches) until the player picks another.
  const [upcomingSport, setUpcomingSport] = useState<number>();
  const upcoming = useUpcomingStart(HOME_UPCOMING_SPORT);
  const shownSport = upcomingSport ?? upcoming.start?.sportId ?? HOME_UPCOMING_SPORT;
  return (
    <MatchPopupProvider>
      <section className="card pm-home" aria-labelledby="pm-home-title">
        <div className="pm-home-head">
          <h2 className="section-title pm-home-title" id="pm-home-title">
            <FireIcon size={20} /> {t('sports.home.title')}
          </h2>
          <Link className="pm-home-more" to={`/${lang}/${homeTabMore(tab, shownSport)}`}>
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
          {tab === 'upcoming' ? (
            <HomeUpcoming upcoming={upcoming} sportId={upcomingSport} onSport={setUpcomingSport} />
          ) : (
            <HomeTabMatches filter={HOME_TAB_FILTERS[tab]} columns={HOME_COLUMNS} />
          )}
        </div>
      </section>
    </MatchPopupProvider>
  );
}
