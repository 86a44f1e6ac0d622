import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterChoice, FilterForm } from '../../shared/data-table/filter-form.tsx';
import { useStaff } from '../../shared/session/me-query.ts';
import { COUPON_STATUSES, COUPON_TYPE_CODES, couponStatusLabel } from './coupon-labels.tsx';
import { COUPON_FILTERS, type CouponFilter } from './coupons-request.ts';

// Typed in major units of the staff member's currency; the request sends minor units.
const STAKE_RANGE = ['minStake', 'maxStake'] as const;

type CouponsFiltersProps = {
  values: Record<CouponFilter, string>;
  onApply: (values: Record<CouponFilter, string>) => void;
  /** The list is one player's: no player field. */
  fixedUser: boolean;
};

/** Days, status, type, player, ticket, stake range, match and paid. */
export function CouponsFilters({ values, onApply, fixedUser }: CouponsFiltersProps) {
  const { t } = useTranslation();
  const { currency } = useStaff();
  const any = t('coupons.filter.any');
  return (
    <FilterForm names={COUPON_FILTERS} values={values} onApply={onApply} label={t('coupons.filters')}>
      <TextField type="search" name="q" label={t('coupons.columns.ticketId')} defaultValue={values.q} />
      {!fixedUser && (
        <TextField
          type="search"
          name="user"
          label={t('coupons.columns.user')}
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={values.user}
        />
      )}
      <DayRangeFields from={values.from} to={values.to} />
      <FilterChoice
        name="status"
        label={t('coupons.columns.status')}
        any={any}
        value={values.status}
        options={COUPON_STATUSES.map((status) => ({
          value: String(status),
          label: couponStatusLabel(t, status),
        }))}
      />
      <FilterChoice
        name="type"
        label={t('coupons.columns.type')}
        any={any}
        value={values.type}
        options={COUPON_TYPE_CODES.map((kind, code) => ({
          value: String(code),
          label: t(`couponKinds.${kind}`),
        }))}
      />
      {STAKE_RANGE.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`coupons.filter.${name}`, { currency })}
          inputMode="decimal"
          defaultValue={values[name]}
        />
      ))}
      <TextField
        name="matchId"
        label={t('coupons.filter.matchId')}
        inputMode="numeric"
        defaultValue={values.matchId}
      />
      <FilterChoice
        name="paid"
        label={t('coupons.columns.paid')}
        any={any}
        value={values.paid}
        options={[
          { value: '1', label: t('common.yes') },
          { value: '0', label: t('common.no') },
        ]}
      />
    </FilterForm>
  );
}
