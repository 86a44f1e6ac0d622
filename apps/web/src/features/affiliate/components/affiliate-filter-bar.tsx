import { weeksOfMonth } from '@bet/domain/affiliates/filters';
import { Select } from '@bet/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import type { AffiliateFilters } from '../lib/affiliate-filters.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Year (the current and the 3 before), month and Monday week of that month. */
export function AffiliateFilterBar({
  filters,
  years,
  onChange,
}: {
  filters: AffiliateFilters;
  years: readonly number[];
  onChange: (next: AffiliateFilters) => void;
}) {
  const { t } = useTranslation();
  const weeks = filters.month === 0 ? [] : weeksOfMonth(filters.year, filters.month);
  const set = (patch: Partial<AffiliateFilters>) => onChange({ ...filters, page: 1, ...patch });
  return (
    <div className="aff-filters">
      <Select
        label={t('affiliate.filters.year')}
        value={String(filters.year)}
        onChange={(e) => set({ year: Number(e.target.value), week: 0 })}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <Select
        label={t('affiliate.filters.month')}
        value={String(filters.month)}
        onChange={(e) => set({ month: Number(e.target.value), week: 0 })}
        options={[
          { value: '0', label: t('affiliate.filters.allMonths') },
          ...MONTHS.map((m) => ({ value: String(m), label: t(`affiliate.months.${m}`) })),
        ]}
      />
      <Select
        label={t('affiliate.filters.week')}
        value={String(filters.week)}
        disabled={filters.month === 0}
        onChange={(e) => set({ week: Number(e.target.value) })}
        options={[
          { value: '0', label: t('affiliate.filters.allWeeks') },
          ...weeks.map(([from, to], i) => ({
            value: String(i + 1),
            label: t('affiliate.filters.weekOf', { from, to }),
          })),
        ]}
      />
    </div>
  );
}
