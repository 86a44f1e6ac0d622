import type { ResultRow } from '@bet/domain/api/match-stats';
import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ListIcon, WarningIcon } from '@bet/ui/icons.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResults } from '../api/get-results.ts';
import { ResultCards } from '../components/result-cards.tsx';
import { ResultInfo } from '../components/result-info.tsx';
import { ResultTable } from '../components/result-table.tsx';
import { SportFilter } from '../components/sport-filter.tsx';
import {
  RESULTS_PAGE_SIZE,
  type ResultsFilter,
  readResultsFilter,
  resultsPayload,
  writeResultsFilter,
} from '../lib/results-query.ts';
import '../components/results.css';

function ResultsBody({ filter, onInfo }: { filter: ResultsFilter; onInfo: (row: ResultRow) => void }) {
  const { t } = useTranslation();
  const results = useResults(resultsPayload(filter));
  if (results.isError) {
    return (
      <div className="notice notice-error" role="alert">
        <WarningIcon size={20} />
        <span>{t('common.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={() => void results.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!results.data || results.isPlaceholderData) {
    return (
      <div className="rs-skeleton" aria-busy="true">
        <Skeleton height={56} lines={6} />
      </div>
    );
  }
  if (results.data.results.length === 0) {
    return (
      <EmptyState
        icon={<ListIcon size={30} />}
        title={t('results.noResult')}
        text={t('results.noResultHint')}
      />
    );
  }
  return (
    <>
      <p className="rs-count muted">{t('results.count', { count: results.data.total })}</p>
      <div className="rs-list">
        <ResultTable rows={results.data.results} onInfo={onInfo} />
        <ResultCards rows={results.data.results} onInfo={onInfo} />
      </div>
      <ResultsPager filter={filter} total={results.data.total} />
    </>
  );
}

function ResultsPager({ filter, total }: { filter: ResultsFilter; total: number }) {
  const [, setQuery] = useSearchParams();
  return (
    <Pager
      page={filter.page}
      pageSize={RESULTS_PAGE_SIZE}
      total={total}
      onChange={(page) => {
        setQuery(writeResultsFilter({ ...filter, page }));
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/** Results (spec 001 section 2): decided matches of yesterday, today and tomorrow, by sport, 50 a page. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const filter = readResultsFilter(query);
  const [info, setInfo] = useState<ResultRow | null>(null);
  return (
    <section className="page rs-page" aria-labelledby="rs-title">
      <div className="rs-head">
        <h1 className="page-title" id="rs-title">
          {t('results.title')}
        </h1>
        <p className="muted rs-window">{t('results.window')}</p>
      </div>
      <SportFilter
        value={filter.sportId}
        onChange={(sportId) => setQuery(writeResultsFilter({ sportId, page: 1 }))}
      />
      <ResultsBody filter={filter} onInfo={setInfo} />
      <ResultInfo row={info} onClose={() => setInfo(null)} />
    </section>
  );
}
