import { mainMarketTypes } from '@bet/domain/sportsbook/market-catalogue';
import { tabPanelProps } from '@bet/ui/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { useSports } from '../api/prematch-api.ts';
import type { UpcomingStartState } from '../hooks/use-upcoming-start.ts';
import { HOME_TAB_SIZE } from '../lib/home-tabs.ts';
import { type ChipId, listWindow, matchesWindow } from '../lib/time-chips.ts';
import { HomeTabMatches } from './home-tab-matches.tsx';
import { ListLoadFailed, RowsSkeleton } from './list-states.tsx';
import { SportTabs } from './sport-tabs.tsx';

type SportChoice = { sportId: number | undefined; onSport: (sportId: number) => void };

function UpcomingRows({
  chip,
  at,
  sportId,
  onSport,
}: { chip: ChipId; at: Date; sportId: number } & SportChoice) {
  const { t } = useTranslation();
  const [zone] = useState(() => currentTimeZone());
  const sports = useSports(listWindow(chip, at, zone));
  const columns = mainMarketTypes(sportId);
  const filter = { sportId, ...matchesWindow(chip, at, zone), limit: HOME_TAB_SIZE, oid: columns };
  return (
    <>
      <SportTabs idPrefix="pm-home-sport" sports={sports.data} value={sportId} onChange={onSport} />
      {chip !== 'h6' && <p className="pm-home-note">{t('sports.home.laterMatches')}</p>}
      <div {...tabPanelProps('pm-home-sport', String(sportId))}>
        <HomeTabMatches filter={filter} columns={columns} />
      </div>
    </>
  );
}

/** Home's upcoming tab: the next six hours, or everything ahead when nothing starts that soon. */
export function HomeUpcoming({ upcoming, sportId, onSport }: { upcoming: UpcomingStartState } & SportChoice) {
  const { start, at, failed, retry } = upcoming;
  if (!start)
    return failed ? <ListLoadFailed onRetry={retry} /> : <RowsSkeleton rows={HOME_TAB_SIZE} height={64} />;
  return <UpcomingRows chip={start.chip} at={at} sportId={sportId ?? start.sportId} onSport={onSport} />;
}
