import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterChoice, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { transferStatusLabel, transferTypeOptions } from './transfer-labels.tsx';
import { ALL_STATUSES, TRANSFER_FILTERS, type TransferFilter } from './transfers-request.ts';

type TransfersFiltersProps = {
  values: Record<TransferFilter, string>;
  onApply: (values: Record<TransferFilter, string>) => void;
};

/** Status (waiting unless chosen), type, player, days and free text. */
export function TransfersFilters({ values, onApply }: TransfersFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm names={TRANSFER_FILTERS} values={values} onApply={onApply} label={t('transfers.filters')}>
      <TextField type="search" name="q" label={t('transfers.filter.q')} defaultValue={values.q} />
      <TextField
        type="search"
        name="user"
        label={t('transfers.columns.user')}
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values.user}
      />
      <DayRangeFields from={values.from} to={values.to} />
      <FilterChoice
        name="status"
        label={t('transfers.columns.status')}
        value={values.status}
        options={[
          { value: '', label: transferStatusLabel(t, 0) },
          { value: '1', label: transferStatusLabel(t, 1) },
          { value: '2', label: transferStatusLabel(t, 2) },
          { value: ALL_STATUSES, label: t('transfers.filter.any') },
        ]}
      />
      <FilterChoice
        name="type"
        label={t('transfers.columns.type')}
        any={t('transfers.filter.any')}
        value={values.type}
        options={transferTypeOptions(t)}
      />
    </FilterForm>
  );
}
