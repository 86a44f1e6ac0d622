import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { useSports } from '../api/prematch-api.ts';
import { ListLoadFailed, RowsSkeleton } from '../components/list-states.tsx';
import { MatchPopupProvider } from '../components/match-popup.tsx';
import { OddsTypeSwitcher } from '../components/odds-type-switcher.tsx';
import { SportTabs } from '../components/sport-tabs.tsx';
import { TimeChips } from '../components/time-chips.tsx';
import { UpHighList } from '../components/uphigh-list.tsx';
import { useTimeChip } from '../hooks/use-time-chip.ts';
import { useUpcomingStart } from '../hooks/use-upcoming-start.ts';
import { activeKeyword, SPORT_PAGE_DEBOUNCE_MS } from '../lib/keyword.ts';
import { rowColumns } from '../lib/odds-columns.ts';
import type { ChipId } from '../lib/time-chips.ts';
import {
  defaultChip,
  readUpHighQuery,
  type UpHighMode,
  type UpHighQuery,
  writeUpHighQuery,
} from '../lib/uphigh-query.ts';
import '../components/sports.css';

const MODES: readonly UpHighMode[] = ['highlights', 'upcoming'];

type ContentProps = { query: UpHighQuery; onChange: (q: UpHighQuery) => void };

function UpHighContent({ query, onChange, initialChip }: ContentProps & { initialChip: ChipId }) {
  const time = useTimeChip(initialChip);
  const sports = useSports(time.list);
  const [oddsType, setOddsType] = useState<number | null>(null);
  const [text, setText] = useState('');
  const keyword = activeKeyword(useDebounced(text, SPORT_PAGE_DEBOUNCE_MS));
  const columns = rowColumns(query.sportId, oddsType);
  return (
    <>
      <SportTabs
        idPrefix="uh-sport"
        sports={sports.data}
        value={query.sportId}
        onChange={(sportId) => {
          setOddsType(null);
          onChange({ ...query, sportId });
        }}
      />
      <div className="pm-body" {...tabPanelProps('uh-sport', String(query.sportId))}>
        <div className="pm-toolbar">
          <SearchBox value={text} onChange={setText} area="sports" />
          <OddsTypeSwitcher sportId={query.sportId} value={oddsType} onChange={setOddsType} />
        </div>
        <TimeChips value={time.chip} onChange={time.choose} now={time.at} />
        <UpHighList
          mode={query.mode}
          sportId={query.sportId}
          window={time.matches}
          keyword={keyword}
          columns={columns}
        />
      </div>
    </>
  );
}

/** Upcoming opens where there is something to show: the first sport and window with matches. */
function UpcomingContent({ query, onChange }: ContentProps) {
  const { start, failed, retry } = useUpcomingStart(query.sportId);
  // The address follows the first choice only; later the player's own taps move it.
  const placed = useRef(false);
  useEffect(() => {
    if (!start || placed.current) return;
    placed.current = true;
    if (start.sportId !== query.sportId) onChange({ ...query, sportId: start.sportId });
  }, [start, query, onChange]);
  if (!start) return failed ? <ListLoadFailed onRetry={retry} /> : <RowsSkeleton rows={5} height={64} />;
  return (
    <UpHighContent
      query={{ ...query, sportId: start.sportId }}
      onChange={onChange}
      initialChip={start.chip}
    />
  );
}

/** UpHigh (spec 001 section 2): highlights (act 1) or upcoming (act 2) of a sport, ten at a time. */
export default function UpHighPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readUpHighQuery(params);
  const show = (next: UpHighQuery) => setParams(writeUpHighQuery(next), { replace: true });
  return (
    <MatchPopupProvider>
      <section className="page pm-page" aria-labelledby="uh-title">
        <h1 className="visually-hidden" id="uh-title">
          {t(`sports.uphigh.${query.mode}`)}
        </h1>
        <Tabs
          idPrefix="uh-mode"
          className="pm-mode-tabs"
          label={t('sports.uphigh.label')}
          items={MODES.map((mode) => ({ id: mode, label: t(`sports.uphigh.${mode}`) }))}
          value={query.mode}
          onChange={(mode) => show({ ...query, mode })}
        />
        <div {...tabPanelProps('uh-mode', query.mode)} className="pm-mode-panel">
          {/* A new mode starts from its own default time chip. */}
          {query.mode === 'upcoming' ? (
            <UpcomingContent key={query.mode} query={query} onChange={show} />
          ) : (
            <UpHighContent
              key={query.mode}
              query={query}
              onChange={show}
              initialChip={defaultChip(query.mode)}
            />
          )}
        </div>
      </section>
    </MatchPopupProvider>
  );
}
