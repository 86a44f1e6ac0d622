import type { AuditEntry } from '@bet/domain/api/admin/audit';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useAudit } from './api/audit.ts';
import { AuditChange } from './audit-change.tsx';
import { useAuditColumns } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AUDIT_FILTERS, auditRequestOf, auditSortFields } from './audit-request.ts';
import './audit.css';

const rowId = (row: AuditEntry) => String(row.id);
const detail = (row: AuditEntry) => <AuditChange entry={row} />;
const NEWEST_FIRST = { sort: 'at', dir: 'desc' } as const;

/** Who changed what in the back office, newest first unless sorted otherwise. */
export function AuditPage() {
  const { t } = useTranslation();
  const list = useListSearch(auditSortFields, AUDIT_FILTERS, NEWEST_FIRST);
  const request = useMemo(() => auditRequestOf(list, list.filters), [list]);
  const audit = useAudit(request);
  const columns = useAuditColumns();
  return (
    <TitledSection titleId="audit-title" title={t('nav.audit')} className="page">
      <DataTable
        id="audit"
        label={t('nav.audit')}
        columns={columns}
        {...listQueryProps(audit)}
        getRowId={rowId}
        list={list}
        sortable={auditSortFields}
        renderDetail={detail}
        filters={<AuditFilters values={list.filters} onApply={list.setFilters} />}
      />
    </TitledSection>
  );
}
