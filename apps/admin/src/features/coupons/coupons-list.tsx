import { couponSortFields, type OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../shared/data-table/list-query-props.ts';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { hasPermission, useStaff } from '../../shared/session/me-query.ts';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useCoupons } from './api/coupons.ts';
import { CancelCouponDialog } from './cancel-coupon-dialog.tsx';
import { CouponPaymentDialog } from './coupon-payment-dialog.tsx';
import { useCouponColumns } from './coupons-columns.tsx';
import { CouponsFilters } from './coupons-filters.tsx';
import { COUPON_FILTERS, couponsRequestOf } from './coupons-request.ts';
import './coupons.css';

const rowId = (row: OfficeCoupon) => String(row.id);
const NEWEST_FIRST = { sort: 'createdAt', dir: 'desc' } as const;

type CouponsListProps = {
  /** Names the table (its remembered columns, its CSV file). */
  id: string;
  /** Only this player's coupons, by username: the list on a user's page. */
  fixedUser?: string;
};

/**
 * Coupons of the staff member's subtree: filters in the URL, the sums over them, cancelling open
 * ones and marking terminal coupons paid out at the counter.
 */
export function CouponsList({ id, fixedUser }: CouponsListProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useStaff();
  const list = useListSearch(couponSortFields, COUPON_FILTERS, NEWEST_FIRST);
  const request = useMemo(
    () => couponsRequestOf(list, fixedUser ? { ...list.filters, user: fixedUser } : list.filters),
    [list, fixedUser],
  );
  const coupons = useCoupons(request);
  const [cancelling, setCancelling] = useState<OfficeCoupon | null>(null);
  const [paying, setPaying] = useState<OfficeCoupon | null>(null);
  // What the last cancel or payment did, shown above the list.
  const [done, setDone] = useState('');
  const columns = useCouponColumns({
    onCancel: hasPermission(me, 'coupons.cancel') ? setCancelling : undefined,
    onPayment: hasPermission(me, 'coupons.paymentStatus') ? setPaying : undefined,
  });
  const sums = coupons.data?.sums;

  return (
    <>
      {done && <SuccessNotice>{done}</SuccessNotice>}
      <DataTable
        id={id}
        label={t('nav.coupons')}
        columns={columns}
        {...listQueryProps(coupons)}
        getRowId={rowId}
        list={list}
        sortable={couponSortFields}
        filters={<CouponsFilters values={list.filters} onApply={list.setFilters} fixedUser={!!fixedUser} />}
        summary={
          sums && (
            <dl className="coupon-sums">
              <div>
                <dt>{t('coupons.sums.stake')}</dt>
                <dd>{format.money(sums.totalStake, me.currency)}</dd>
              </div>
              <div>
                <dt>{t('coupons.sums.income')}</dt>
                <dd>{format.money(sums.income, me.currency)}</dd>
              </div>
            </dl>
          )
        }
      />
      <CancelCouponDialog coupon={cancelling} onClose={() => setCancelling(null)} onCancelled={setDone} />
      <CouponPaymentDialog coupon={paying} onClose={() => setPaying(null)} onMarked={setDone} />
    </>
  );
}
