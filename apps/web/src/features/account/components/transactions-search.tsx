import { Select } from '@bet/ui/select.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIRECTIONS,
  type Direction,
  SERVICES,
  type Service,
  type TransactionFilters,
} from '../lib/transaction-filters.ts';
import { SearchForm } from './search-form.tsx';

type SearchValues = { from: string; to: string; direction: Direction; service: string };

type Props = {
  filters: TransactionFilters;
  /** Today in the player's time zone: the latest day offered. */
  today: string;
  onSearch: (filters: TransactionFilters) => void;
};

/** Start and end day, transaction type and service; a search starts again at page 1. */
export function TransactionsSearch({ filters, today, onSearch }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<SearchValues>({
    defaultValues: {
      from: filters.from,
      to: filters.to,
      direction: filters.direction,
      service: String(filters.service),
    },
  });
  const submit = (v: SearchValues) =>
    onSearch({
      from: v.from,
      to: v.to,
      direction: v.direction,
      service: Number(v.service) as Service,
      page: 1,
    });
  return (
    <SearchForm onSubmit={handleSubmit(submit)} today={today} from={register('from')} to={register('to')}>
      <Select
        label={t('account.transactions.type')}
        options={DIRECTIONS.map((d) => ({ value: d, label: t(`account.transactions.tabs.${d}`) }))}
        {...register('direction')}
      />
      <Select
        label={t('account.transactions.service')}
        options={SERVICES.map((s) => ({
          value: String(s),
          label: t(`account.transactions.services.${s}`),
        }))}
        {...register('service')}
      />
    </SearchForm>
  );
}
