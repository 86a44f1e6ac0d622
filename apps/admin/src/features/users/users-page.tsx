import { type UserRow, userSortFields } from '@bet/domain/api/admin/users';
import { Button } from '@bet/ui/button.tsx';
import { PlusIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useStaff } from '../../shared/session/me-query.ts';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useUsers } from './api/users.ts';
import { CreditDialog } from './credit-dialog.tsx';
import { NewUserDialog, type NewUserParent } from './new-user-dialog.tsx';
import { openableRoles } from './openable-roles.ts';
import { useUserColumns } from './users-columns.tsx';
import { UsersFilters } from './users-filters.tsx';
import { USER_FILTERS, usersRequestOf } from './users-request.ts';
import './users.css';

const rowId = (row: UserRow) => String(row.id);

/** The accounts below the staff member: search, open new ones, move credit. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const list = useListSearch(userSortFields, USER_FILTERS);
  const request = useMemo(() => usersRequestOf(list, list.filters), [list]);
  const users = useUsers(request);
  const [creditUser, setCreditUser] = useState<UserRow | null>(null);
  const [newUserParent, setNewUserParent] = useState<NewUserParent | null>(null);
  const [created, setCreated] = useState<UserRow | null>(null);
  const columns = useUserColumns({ me, onCredit: setCreditUser, onOpenBelow: setNewUserParent });
  const mayOpen = openableRoles(me, me.role).length > 0;

  return (
    <TitledSection titleId="users-title" title={t('nav.users')} className="page">
      {created && <SuccessNotice>{t('users.created', { name: created.username })}</SuccessNotice>}
      <DataTable
        id="users"
        label={t('nav.users')}
        columns={columns}
        {...listQueryProps(users)}
        getRowId={rowId}
        list={list}
        sortable={userSortFields}
        filters={<UsersFilters values={list.filters} onApply={list.setFilters} />}
        actions={
          mayOpen && (
            <Button
              size="sm"
              onClick={() => setNewUserParent({ id: me.userId, username: me.username, role: me.role })}
            >
              <PlusIcon size={18} />
              {t('users.newUser')}
            </Button>
          )
        }
      />
      <NewUserDialog
        me={me}
        parent={newUserParent}
        onClose={() => setNewUserParent(null)}
        onCreated={setCreated}
      />
      <CreditDialog user={creditUser} onClose={() => setCreditUser(null)} />
    </TitledSection>
  );
}
