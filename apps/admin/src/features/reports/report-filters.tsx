import { reportPeriods, reportProducts } from '@bet/domain/api/admin/reports';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterChoice, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { REPORT_FORM_FILTERS, type ReportFormFilter } from './report-request.ts';

type ReportFiltersProps = {
  values: Record<ReportFormFilter, string>;
  onApply: (values: Record<ReportFormFilter, string>) => void;
};

/** Days, product and the chart's period; the branch opened stays as it is. */
export function ReportFilters({ values, onApply }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterForm names={REPORT_FORM_FILTERS} values={values} onApply={onApply} label={t('report.filters')}>
      <DayRangeFields from={values.from} to={values.to} />
      <FilterChoice
        name="product"
        label={t('report.product')}
        value={values.product || 'all'}
        options={reportProducts.map((product) => ({
          value: product,
          label: t(`report.products.${product}`),
        }))}
      />
      <FilterChoice
        name="period"
        label={t('report.period')}
        value={values.period || 'day'}
        options={reportPeriods.map((period) => ({ value: period, label: t(`report.periods.${period}`) }))}
      />
    </FilterForm>
  );
}
