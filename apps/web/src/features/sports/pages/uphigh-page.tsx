import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, tabPanelProps } from '../../../shared/ui/tabs.tsx';
import { SearchBox } from '../../catalog/components/search-box.tsx';
import { useDebounced } from '../../catalog/use-debounced.ts';
import { useSports } from '../api/prematch-api.ts';
import { MatchPopupProvider } from '../components/match-popup.tsx';
import { OddsTypeSwitcher } from '../components/odds-type-switcher.tsx';
import { SportTabs } from '../components/sport-tabs.tsx';
import { TimeChips } from '../components/time-chips.tsx';
import { UpHighList } from '../components/uphigh-list.tsx';
import { useTimeChip } from '../hooks/use-time-chip.ts';
import { activeKeyword, SPORT_PAGE_DEBOUNCE_MS } from '../lib/keyword.ts';
import { rowColumns } from '../lib/odds-columns.ts';
import {
  defaultChip,
  readUpHighQuery,
  type UpHighMode,
  type UpHighQuery,
  writeUpHighQuery,
} from '../lib/uphigh-query.ts';
import '../components/sports.css';

const MODES: readonly UpHighMode[] = ['highlights', 'upcoming'];

function UpHighContent({ query, onChange }: { query: UpHighQuery; onChange: (q: UpHighQuery) => void }) {
  const time = useTimeChip(defaultChip(query.mode));
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
          <UpHighContent key={query.mode} query={query} onChange={show} />
        </div>
      </section>
    </MatchPopupProvider>
  );
}
