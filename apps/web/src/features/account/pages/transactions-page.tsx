import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format/format.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { Tabs, tabPanelProps } from '../../../shared/ui/tabs.tsx';
import { useUser } from '../../session/api/get-user-data.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { SearchPanel } from '../components/search-panel.tsx';
import { TransactionRows, TransactionSkeleton } from '../components/transaction-list.tsx';
import { TransactionsSearch } from '../components/transactions-search.tsx';
import { useDefaultRange } from '../hooks/use-default-range.ts';
import { errorText } from '../lib/error-text.ts';
import { PAGE_SIZE } from '../lib/paging.ts';
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
  const transactions = useTransactions(utrsPayload(filters));
  const show = (next: TransactionFilters) => setQuery(writeTransactionFilters(next));
  const range = `${formatDate(filters.from)} – ${formatDate(filters.to)}`;

  return (
    <section className="page acc-page" aria-labelledby="transactions-title">
      <div className="acc-head">
        <h1 className="page-title" id="transactions-title">
          {t('account.transactions.title')}
        </h1>
        {transactions.data && (
          <span className="muted">{t('account.list.count', { count: transactions.data.totalCount })}</span>
        )}
      </div>
      <div className="acc-split acc-split-wide">
        <SearchPanel summary={range}>
          {/* Keyed by the URL: a tab or page change shows in the form too. */}
          <TransactionsSearch key={query.toString()} filters={filters} today={today} onSearch={show} />
        </SearchPanel>
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
              <div className="notice notice-error" role="alert">
                <span>{errorText(transactions.error, t)}</span>
                <Button variant="secondary" size="sm" onClick={() => void transactions.refetch()}>
                  {t('account.errors.retry')}
                </Button>
              </div>
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
      </div>
    </section>
  );
}
