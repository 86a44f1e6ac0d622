import { JACKPOT_IDS } from '@bet/domain/casino/jackpots';
import { useTranslation } from 'react-i18next';
import { FilterChoice, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { HISTORY_FILTERS, type HistoryFilter } from './history-request.ts';

type HistoryFiltersProps = {
  values: Record<HistoryFilter, string>;
  onApply: (values: Record<HistoryFilter, string>) => void;
};

/** The drops of one jackpot, or of all. */
export function HistoryFilters({ values, onApply }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const options = JACKPOT_IDS.map((id) => ({ value: id, label: t(`jackpots.names.${id}`) }));
  return (
    <FilterForm
      names={HISTORY_FILTERS}
      values={values}
      onApply={onApply}
      label={t('jackpots.history.filters')}
    >
      <FilterChoice
        name="jackpot"
        label={t('jackpots.history.columns.jackpot')}
        value={values.jackpot}
        options={options}
        any={t('jackpots.history.allJackpots')}
      />
    </FilterForm>
  );
}
