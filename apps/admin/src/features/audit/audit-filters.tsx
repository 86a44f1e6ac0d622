import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { AUDIT_FILTERS, type AuditFilter } from './audit-request.ts';

type AuditFiltersProps = {
  values: Record<AuditFilter, string>;
  onApply: (values: Record<AuditFilter, string>) => void;
};

/** Search by name, the action's name and a range of days. */
export function AuditFilters({ values, onApply }: AuditFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm names={AUDIT_FILTERS} values={values} onApply={onApply} label={t('audit.filters')}>
      <TextField
        className="field-wide"
        type="search"
        name="q"
        label={t('audit.search')}
        defaultValue={values.q}
      />
      <TextField
        name="action"
        label={t('audit.columns.action')}
        placeholder="user.create"
        defaultValue={values.action}
      />
      <DayRangeFields from={values.from} to={values.to} />
    </FilterForm>
  );
}
