import type { JackpotDropRow } from '@bet/domain/api/admin/jackpots';
import { Pager } from '@bet/ui/pager.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useJackpotHistory } from './api/jackpot-history.ts';
import { DropProof } from './drop-proof.tsx';
import { useHistoryColumns } from './history-columns.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HISTORY_FILTERS, HISTORY_PAGE_SIZE, historyRequestOf } from './history-request.ts';

const NO_SORT: readonly string[] = [];
const rowId = (row: JackpotDropRow) => `${row.jackpot}-${row.currency}-${row.cycle}`;
const detail = (row: JackpotDropRow) => <DropProof drop={row} />;

/** The drops, newest first, each checked against its commitment; paged by the call's own page size. */
export function DropsSection() {
  const { t } = useTranslation();
  const list = useListSearch(NO_SORT, HISTORY_FILTERS);
  const request = useMemo(() => historyRequestOf(list.page, list.filters), [list.page, list.filters]);
  const history = useJackpotHistory(request);
  const columns = useHistoryColumns();
  return (
    <TitledSection titleId="jackpot-drops-title" title={t('jackpots.history.title')} level={2}>
      <DataTable
        id="jackpot-drops"
        label={t('jackpots.history.title')}
        columns={columns}
        {...listQueryProps(history)}
        getRowId={rowId}
        list={list}
        sortable={NO_SORT}
        paged={false}
        renderDetail={detail}
        filters={<HistoryFilters values={list.filters} onApply={list.setFilters} />}
      />
      <Pager
        page={list.page}
        pageSize={HISTORY_PAGE_SIZE}
        total={history.data?.total ?? 0}
        onChange={list.setPage}
      />
    </TitledSection>
  );
}
