import { userRoles } from '@bet/domain/authz/roles';
import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { FilterChoice, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { USER_FILTERS, type UserFilter } from './users-request.ts';

type UsersFiltersProps = {
  values: Record<UserFilter, string>;
  onApply: (values: Record<UserFilter, string>) => void;
};

/** Search by name, role and status; a parent chosen in the tree shows as a filter to clear. */
export function UsersFilters({ values, onApply }: UsersFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm names={USER_FILTERS} values={values} onApply={onApply} label={t('users.filters')}>
      <TextField
        className="field-wide"
        type="search"
        name="q"
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        defaultValue={values.q}
      />
      <FilterChoice
        name="role"
        label={t('users.columns.role')}
        any={t('users.anyRole')}
        value={values.role}
        options={userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <FilterChoice
        name="status"
        label={t('users.columns.status')}
        any={t('users.anyStatus')}
        value={values.status}
        options={[
          { value: '1', label: t('status.active') },
          { value: '0', label: t('status.passive') },
        ]}
      />
      {values.parentId && (
        <TextField
          name="parentId"
          label={t('users.parentFilter')}
          inputMode="numeric"
          defaultValue={values.parentId}
        />
      )}
    </FilterForm>
  );
}
