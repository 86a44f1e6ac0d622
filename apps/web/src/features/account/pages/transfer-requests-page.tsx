import { Pager } from '@bet/ui/pager.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentTimeZone, formatDate } from '../../../shared/format/format.ts';
import { PAGE_SIZE } from '../../../shared/lib/paging.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useCancelTransferRequest } from '../api/cancel-transfer-request.ts';
import { useTransferRequests } from '../api/get-transfer-requests.ts';
import { ListPage } from '../components/list-page.tsx';
import { LoadError } from '../components/load-error.tsx';
import { TransferRequestRows, TransferRequestSkeleton } from '../components/transfer-request-list.tsx';
import { TransferSearch } from '../components/transfer-search.tsx';
import { useDefaultRange } from '../hooks/use-default-range.ts';
import { errorText } from '../lib/error-text.ts';
import {
  readTransferFilters,
  type TransferFilters,
  trfsPayload,
  writeTransferFilters,
} from '../lib/transfer-filters.ts';
import '../components/account.css';

/** Transfer requests (spec 000 section 2.7): search by days and status, a paged list; filters in the URL. */
export default function TransferRequestsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [query, setQuery] = useSearchParams();
  const { today, defaults } = useDefaultRange();
  const filters = readTransferFilters(query, defaults);
  const requests = useTransferRequests(trfsPayload(filters, currentTimeZone()));
  const show = (next: TransferFilters) => setQuery(writeTransferFilters(next));
  const status = filters.status === '' ? '' : ` · ${t(`account.transfers.statuses.${filters.status}`)}`;
  const summary = `${formatDate(filters.from)} – ${formatDate(filters.to)}${status}`;
  const cancel = useCancelTransferRequest();
  const { notify, notifyThenReset } = useNotifyStore();
  const askCancel = (id: number) =>
    notify(3, t('account.transfers.cancelConfirm'), {
      onConfirm: () =>
        cancel.mutate(id, {
          onSuccess: () => notifyThenReset(1, t('account.transfers.cancelled')),
          onError: (error) => notify(2, errorText(error, t)),
        }),
    });

  return (
    <ListPage
      titleId="transfers-title"
      title={t('account.transfers.title')}
      count={requests.data?.totalCount}
      summary={summary}
      search={<TransferSearch key={query.toString()} filters={filters} today={today} onSearch={show} />}
    >
      <div className="acc-results" aria-busy={requests.isFetching}>
        {requests.isError ? (
          <LoadError message={errorText(requests.error, t)} onRetry={() => void requests.refetch()} />
        ) : requests.data && !requests.isPlaceholderData ? (
          <TransferRequestRows
            items={requests.data.results}
            currency={user?.currency ?? ''}
            onCancel={askCancel}
            cancelling={cancel.isPending ? cancel.variables : null}
          />
        ) : (
          <TransferRequestSkeleton />
        )}
        <Pager
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={requests.data?.totalCount ?? 0}
          onChange={(page) => show({ ...filters, page })}
        />
      </div>
    </ListPage>
  );
}
