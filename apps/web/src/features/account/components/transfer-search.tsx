import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { readStatus, TRANSFER_STATUSES, type TransferFilters } from '../lib/transfer-filters.ts';

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
    <form className="form" onSubmit={handleSubmit(submit)}>
      <div className="acc-search-fields">
        <TextField
          type="date"
          label={t('account.search.startDate')}
          max={today}
          required
          {...register('from')}
        />
        <TextField type="date" label={t('account.search.endDate')} max={today} required {...register('to')} />
        <Select
          className="acc-span"
          label={t('account.transfers.status')}
          options={options}
          {...register('status')}
        />
      </div>
      <Button type="submit" block>
        {t('account.search.submit')}
      </Button>
    </form>
  );
}
