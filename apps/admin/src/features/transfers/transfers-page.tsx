import { type OfficeTransfer, transferSortFields } from '@bet/domain/api/admin/transfers';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useTransferQueue } from './api/transfer-queue.ts';
import {
  DecideTransferDialog,
  type PendingDecision,
  type TransferDecision,
} from './decide-transfer-dialog.tsx';
import { type PendingBlock, TransferBlockDialog } from './transfer-block-dialog.tsx';
import { TransferDetail } from './transfer-detail.tsx';
import { useTransferColumns } from './transfers-columns.tsx';
import { TransfersFilters } from './transfers-filters.tsx';
import { TRANSFER_FILTERS, transfersRequestOf } from './transfers-request.ts';
import { useMinuteClock, waitingAgeText } from './waiting-age.ts';
import './transfers.css';

const rowId = (row: OfficeTransfer) => String(row.id);
// A queue: the longest-waiting request first.
const OLDEST_FIRST = { sort: 'createdAt', dir: 'asc' } as const;

/** Deposit and withdrawal requests of the staff member's subtree: approve, reject, block transfers. */
export function TransfersPage() {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const list = useListSearch(transferSortFields, TRANSFER_FILTERS, OLDEST_FIRST);
  const request = useMemo(() => transfersRequestOf(list, list.filters), [list]);
  const queue = useTransferQueue(request);
  const columns = useTransferColumns(now);
  const [deciding, setDeciding] = useState<PendingDecision>(null);
  const [blocking, setBlocking] = useState<PendingBlock>(null);
  // What the last decision or block did, shown above the list.
  const [done, setDone] = useState('');
  const detail = useCallback(
    (row: OfficeTransfer) => (
      <TransferDetail
        transfer={row}
        onDecide={(transfer: OfficeTransfer, decision: TransferDecision) =>
          setDeciding({ transfer, decision })
        }
        onBlock={setBlocking}
      />
    ),
    [],
  );
  const waiting = queue.data?.waiting;

  return (
    <TitledSection titleId="transfers-title" title={t('nav.transfers')} className="page">
      {waiting && (
        <p className="transfer-waiting" aria-live="polite">
          {waiting.oldestAt
            ? t('transfers.waitingLine', {
                count: waiting.count,
                age: waitingAgeText(t, waiting.oldestAt, now),
              })
            : t('transfers.noneWaiting')}
        </p>
      )}
      {done && <SuccessNotice>{done}</SuccessNotice>}
      <DataTable
        id="transfers"
        label={t('nav.transfers')}
        columns={columns}
        {...listQueryProps(queue)}
        getRowId={rowId}
        list={list}
        sortable={transferSortFields}
        renderDetail={detail}
        filters={<TransfersFilters values={list.filters} onApply={list.setFilters} />}
      />
      <DecideTransferDialog pending={deciding} onClose={() => setDeciding(null)} onDecided={setDone} />
      <TransferBlockDialog pending={blocking} onClose={() => setBlocking(null)} onDone={setDone} />
    </TitledSection>
  );
}
