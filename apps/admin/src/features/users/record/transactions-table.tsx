import type { UserTransaction } from '@bet/domain/api/admin/user-transactions';
import { toMajor } from '@bet/domain/money';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table.tsx';
import { DayRangeFields, FilterChoice, FilterForm } from '../../../shared/data-table/filter-form.tsx';
import { listQueryProps } from '../../../shared/data-table/list-query-props.ts';
import { listColumnHelper } from '../../../shared/data-table/table-features.ts';
import { useListSearch } from '../../../shared/data-table/use-list-search.ts';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { useUserTransactions } from './api/user-transactions.ts';
import { TRANSACTION_FILTERS, transactionsRequestOf } from './transactions-request.ts';
import './transactions-table.css';

const column = listColumnHelper<UserTransaction>();
// One ledger transaction may move two of the user's accounts: the amount tells its rows apart.
const rowId = (row: UserTransaction) => `${row.id}:${row.amount}`;
const unsorted: readonly never[] = [];

/** What caused a movement, in the page's language; a kind the catalogue does not know shows as it is. */
const kindLabel = (t: TFunction, kind: string) =>
  t(`users.record.transactions.kinds.${kind}`, { defaultValue: kind });

/** The user's credit movements, newest first as the server lists them: filters and page in the URL. */
export function TransactionsTable({ userId, currency }: { userId: number; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListSearch(unsorted, TRANSACTION_FILTERS);
  const request = useMemo(() => transactionsRequestOf(userId, list, list.filters), [userId, list]);
  const movements = useUserTransactions(request);
  const shownIn = movements.data?.currency ?? currency;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: t('users.record.transactions.at'),
          cell: ({ getValue }) => format.dateTime(getValue()),
          meta: { csv: (value) => format.dateTime(value) },
          enableHiding: false,
        }),
        column.accessor('kind', {
          header: t('users.record.transactions.kind'),
          cell: ({ getValue }) => kindLabel(t, getValue()),
          meta: { csv: (value) => kindLabel(t, value) },
        }),
        column.accessor('amount', {
          header: t('users.record.transactions.amount'),
          cell: ({ getValue }) => (
            <span className={getValue() < 0 ? 'amount-out' : 'amount-in'}>
              {format.money(getValue(), shownIn)}
            </span>
          ),
          meta: { numeric: true, csv: (value) => toMajor(value) },
        }),
      ]),
    [t, format, shownIn],
  );
  return (
    <DataTable
      id="user-transactions"
      label={t('users.record.tabs.transactions')}
      columns={columns}
      {...listQueryProps(movements)}
      getRowId={rowId}
      list={list}
      sortable={unsorted}
      filters={
        <FilterForm
          names={TRANSACTION_FILTERS}
          values={list.filters}
          onApply={list.setFilters}
          label={t('users.record.transactions.filters')}
        >
          <DayRangeFields from={list.filters.from} to={list.filters.to} />
          <FilterChoice
            name="direction"
            label={t('users.record.transactions.direction')}
            any={t('users.record.transactions.both')}
            value={list.filters.direction}
            options={[
              { value: 'in', label: t('users.record.transactions.in') },
              { value: 'out', label: t('users.record.transactions.out') },
            ]}
          />
        </FilterForm>
      }
    />
  );
}
