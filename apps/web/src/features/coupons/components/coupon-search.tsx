import { Button } from '@bet/ui/button.tsx';
import { FoldToggle } from '@bet/ui/fold-toggle.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format.ts';
import {
  type CouponFilters,
  type HistoryRange,
  STATUS_KEYS,
  type StatusKey,
  TYPE_CODES,
  TYPE_NAMES,
} from '../lib/coupon-filters.ts';
import './coupon-search.css';

type Values = { from: string; to: string; status: StatusKey; type: string };

type Props = { filters: CouponFilters; range: HistoryRange; onSearch: (filters: CouponFilters) => void };

/** Start and end day, status and coupon type; folds away on a phone. A search starts at page 1. */
export function CouponSearch({ filters, range, onSearch }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const { register, handleSubmit } = useForm<Values>({
    defaultValues: { ...filters, type: filters.type === null ? '' : String(filters.type) },
  });
  const submit = (v: Values) => {
    setOpen(false);
    onSearch({ ...v, type: v.type === '' ? null : (Number(v.type) as CouponFilters['type']), page: 1 });
  };
  const days = { min: range.earliest, max: range.today, required: true };
  return (
    <section className="card cp-search" data-open={open} aria-labelledby={`${bodyId}-title`}>
      <FoldToggle
        open={open}
        onToggle={() => setOpen(!open)}
        controls={bodyId}
        title={t('coupons.search.title')}
        titleId={`${bodyId}-title`}
        summary={`${formatDate(filters.from)} – ${formatDate(filters.to)}`}
      />
      <form className="form cp-search-body" id={bodyId} onSubmit={handleSubmit(submit)}>
        <div className="cp-search-fields">
          <TextField type="date" label={t('coupons.search.startDate')} {...days} {...register('from')} />
          <TextField type="date" label={t('coupons.search.endDate')} {...days} {...register('to')} />
          <Select
            label={t('coupons.search.status')}
            options={STATUS_KEYS.map((key) => ({ value: key, label: t(`coupons.status.${key}`) }))}
            {...register('status')}
          />
          <Select
            label={t('coupons.search.type')}
            placeholder={t('coupons.types.all')}
            options={TYPE_CODES.map((code) => ({
              value: String(code),
              label: t(`coupons.types.${TYPE_NAMES[code]}`),
            }))}
            {...register('type')}
          />
        </div>
        <Button type="submit" block>
          {t('coupons.search.submit')}
        </Button>
      </form>
    </section>
  );
}
