import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { ROUNDS_FILTERS, type RoundsFilter } from './rounds-request.ts';

type RoundsFiltersProps = {
  values: Record<RoundsFilter, string>;
  onApply: (values: Record<RoundsFilter, string>) => void;
};

/** Search by player, game, round and a range of days. */
export function RoundsFilters({ values, onApply }: RoundsFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm names={ROUNDS_FILTERS} values={values} onApply={onApply} label={t('casino.rounds.filters')}>
      <TextField
        name="username"
        label={t('casino.rounds.columns.player')}
        autoComplete="off"
        defaultValue={values.username}
      />
      <TextField
        name="game"
        label={t('casino.rounds.gameCode')}
        placeholder="classic-fruits"
        defaultValue={values.game}
      />
      <TextField name="round" label={t('casino.rounds.columns.round')} defaultValue={values.round} />
      <DayRangeFields from={values.from} to={values.to} />
    </FilterForm>
  );
}
