import { Pager } from '@bet/ui/pager.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentTimeZone, formatDate } from '../../../shared/format/format.ts';
import { PAGE_SIZE } from '../../../shared/lib/paging.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { ListPage } from '../components/list-page.tsx';
import { LoadError } from '../components/load-error.tsx';
import { TransactionRows, TransactionSkeleton } from '../components/transaction-list.tsx';
import { TransactionsSearch } from '../components/transactions-search.tsx';
import { useDefaultRange } from '../hooks/use-default-range.ts';
import { errorText } from '../lib/error-text.ts';
import {
  DIRECTIONS,
  readTransactionFilters,
  type TransactionFilters,
  utrsPayload,
  writeTransactionFilters,
} from '../lib/transaction-filters.ts';
import '../components/account.css';

/** Transactions (spec 000 section 2.7): tabs, a search panel and a paged list; the filters live in the URL. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [query, setQuery] = useSearchParams();
  const { today, defaults } = useDefaultRange();
  const filters = readTransactionFilters(query, defaults);
  const transactions = useTransactions(utrsPayload(filters, currentTimeZone()));
  const show = (next: TransactionFilters) => setQuery(writeTransactionFilters(next));
  const range = `${formatDate(filters.from)} – ${formatDate(filters.to)}`;

  return (
    <ListPage
      titleId="transactions-title"
      title={t('account.transactions.title')}
      count={transactions.data?.totalCount}
      summary={range}
      // Keyed by the URL: a tab or page change shows in the form too.
      search={<TransactionsSearch key={query.toString()} filters={filters} today={today} onSearch={show} />}
    >
      <div className="acc-results">
        <Tabs
          idPrefix="tx"
          label={t('account.transactions.tabsLabel')}
          items={DIRECTIONS.map((d) => ({ id: d, label: t(`account.transactions.tabs.${d}`) }))}
          value={filters.direction}
          onChange={(direction) => show({ ...filters, direction, page: 1 })}
        />
        <div {...tabPanelProps('tx', filters.direction)} aria-busy={transactions.isFetching}>
          {transactions.isError ? (
            <LoadError
              message={errorText(transactions.error, t)}
              onRetry={() => void transactions.refetch()}
            />
          ) : transactions.data && !transactions.isPlaceholderData ? (
            <TransactionRows items={transactions.data.results} currency={user?.currency ?? ''} />
          ) : (
            <TransactionSkeleton />
          )}
        </div>
        <Pager
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={transactions.data?.totalCount ?? 0}
          onChange={(page) => show({ ...filters, page })}
        />
      </div>
    </ListPage>
  );
}
