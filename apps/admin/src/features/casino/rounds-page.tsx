import type { CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useCasinoRounds } from './api/casino-rounds.ts';
import { RoundProof } from './round-proof.tsx';
import { useRoundsColumns } from './rounds-columns.tsx';
import { RoundsFilters } from './rounds-filters.tsx';
import { ROUNDS_FILTERS, roundsRequestOf, roundsSortFields } from './rounds-request.ts';
import './casino.css';

const rowId = (row: CasinoRoundRow) => `${row.kind}-${row.id}`;
const detail = (row: CasinoRoundRow) => <RoundProof round={row} />;

/** The casino rounds of the staff member's players, newest first, each with its proof or wallet calls. */
export function CasinoRoundsPage() {
  const { t } = useTranslation();
  const list = useListSearch(roundsSortFields, ROUNDS_FILTERS);
  const request = useMemo(() => roundsRequestOf(list, list.filters), [list]);
  const rounds = useCasinoRounds(request);
  const columns = useRoundsColumns();
  return (
    <TitledSection titleId="casino-rounds-title" title={t('nav.casinoRounds')} className="page">
      <DataTable
        id="casino-rounds"
        label={t('nav.casinoRounds')}
        columns={columns}
        {...listQueryProps(rounds)}
        getRowId={rowId}
        list={list}
        sortable={roundsSortFields}
        renderDetail={detail}
        filters={<RoundsFilters values={list.filters} onApply={list.setFilters} />}
      />
    </TitledSection>
  );
}
