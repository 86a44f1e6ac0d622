import { Select } from '@bet/ui/select.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readStatus, TRANSFER_STATUSES, type TransferFilters } from '../lib/transfer-filters.ts';
import { SearchForm } from './search-form.tsx';

type SearchValues = { from: string; to: string; status: string };

type Props = { filters: TransferFilters; today: string; onSearch: (filters: TransferFilters) => void };

/** Start and end day and status; a search starts again at page 1. */
export function TransferSearch({ filters, today, onSearch }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<SearchValues>({
    defaultValues: { from: filters.from, to: filters.to, status: String(filters.status) },
  });
  const submit = (v: SearchValues) =>
    onSearch({ from: v.from, to: v.to, status: readStatus(v.status), page: 1 });
  const options = [
    { value: '', label: t('account.transfers.statuses.all') },
    ...TRANSFER_STATUSES.map((s) => ({ value: String(s), label: t(`account.transfers.statuses.${s}`) })),
  ];
  return (
    <SearchForm onSubmit={handleSubmit(submit)} today={today} from={register('from')} to={register('to')}>
      <Select
        className="acc-span"
        label={t('account.transfers.status')}
        options={options}
        {...register('status')}
      />
    </SearchForm>
  );
}
