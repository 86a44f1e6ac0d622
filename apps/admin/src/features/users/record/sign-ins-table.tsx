import type { SignInsAnswer } from '@bet/domain/api/admin/user-edit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../../shared/data-table/list-query-props.ts';
import { listColumnHelper } from '../../../shared/data-table/table-features.ts';
import { useListSearch } from '../../../shared/data-table/use-list-search.ts';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../../shared/ui/status-badge.tsx';
import { useSignIns } from './api/sign-ins.ts';

type SignIn = SignInsAnswer['rows'][number];

const column = listColumnHelper<SignIn>();
const rowId = (row: SignIn) => `${row.at}-${row.ip}`;
const unsorted: readonly never[] = [];

/** The user's latest sign-ins, newest first as the server lists them: the IP log. */
export function SignInsTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListSearch(unsorted, unsorted);
  const signIns = useSignIns(userId);
  const columns = useMemo(() => {
    const state = (active: boolean) =>
      t(active ? 'users.record.signIns.active' : 'users.record.signIns.ended');
    return column.columns([
      column.accessor('at', {
        header: t('users.record.signIns.at'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        meta: { csv: (value) => format.dateTime(value) },
        enableHiding: false,
      }),
      column.accessor('ip', { header: t('users.record.signIns.ip') }),
      column.accessor('userAgent', {
        header: t('users.record.signIns.userAgent'),
        cell: ({ getValue }) => (
          <span className="sign-in-agent" title={getValue()}>
            {getValue()}
          </span>
        ),
      }),
      column.accessor('active', {
        header: t('users.record.signIns.session'),
        cell: ({ getValue }) => (
          <ToneBadge tone={getValue() ? 'success' : 'muted'}>{state(getValue())}</ToneBadge>
        ),
        meta: { csv: (value) => state(value) },
      }),
    ]);
  }, [t, format]);
  return (
    <DataTable
      id="sign-ins"
      label={t('users.record.tabs.signIns')}
      columns={columns}
      {...listQueryProps(signIns)}
      getRowId={rowId}
      list={list}
      sortable={unsorted}
      paged={false}
    />
  );
}
