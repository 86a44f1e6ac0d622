import type { RoleEntry } from '@bet/domain/api/admin/roles';
import { Button } from '@bet/ui/button.tsx';
import { PlusIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { hasPermission, useStaff } from '../../shared/session/me-query.ts';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useRoles } from './api/roles.ts';
import { RoleDialog, type RoleTarget } from './role-dialog.tsx';
import { useRoleColumns } from './roles-columns.tsx';
import './roles.css';

// A site has a handful of roles: one unsorted, unfiltered list, all on one page.
const NO_SORT: readonly string[] = [];
const NO_FILTERS: readonly string[] = [];
const rowId = (row: RoleEntry) => String(row.id);

/** The site's roles; staff holding roles.manage add and change them, others holding users.view only read. */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const editable = hasPermission(me, 'roles.manage');
  const list = useListSearch(NO_SORT, NO_FILTERS);
  const roles = useRoles();
  const [target, setTarget] = useState<RoleTarget | null>(null);
  const [saved, setSaved] = useState<RoleEntry | null>(null);
  const columns = useRoleColumns(editable ? setTarget : null);

  return (
    <TitledSection titleId="roles-title" title={t('nav.roles')} className="page">
      {!editable && <p className="muted form-lead">{t('rolesPage.readOnly')}</p>}
      {saved && <SuccessNotice>{t('rolesPage.saved', { name: saved.name })}</SuccessNotice>}
      <DataTable
        id="roles"
        label={t('nav.roles')}
        columns={columns}
        rows={roles.data?.rows}
        total={roles.data?.rows.length ?? 0}
        getRowId={rowId}
        list={list}
        sortable={NO_SORT}
        paged={false}
        loading={roles.isPending}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        actions={
          editable && (
            <Button size="sm" onClick={() => setTarget('new')}>
              <PlusIcon size={18} />
              {t('rolesPage.newRole')}
            </Button>
          )
        }
      />
      <RoleDialog target={target} onClose={() => setTarget(null)} onSaved={setSaved} />
    </TitledSection>
  );
}
