import type { CouponListItem } from '@bet/domain/api/betting';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ListIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { CouponRow } from './coupon-row.tsx';
import './coupon-list.css';

/** The page's coupons with a column head on wide screens; nomovements when there are none. */
export function CouponList({ items }: { items: readonly CouponListItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0)
    return <EmptyState icon={<ListIcon size={30} />} title={t('coupons.nomovements')} />;
  return (
    <ul className="list cp-list">
      <li className="cp-list-head" aria-hidden="true">
        <span className="cp-col-date">{t('coupons.fields.date')}</span>
        <span className="cp-col-type">{t('coupons.fields.type')}</span>
        <span className="cp-col-status">{t('coupons.fields.status')}</span>
        <span className="cp-col-stake">{t('coupons.fields.stake')}</span>
        <span className="cp-col-maxPay">{t('coupons.fields.maxPay')}</span>
        <span className="cp-col-income">{t('coupons.fields.payment')}</span>
        <span className="cp-col-chevron" />
      </li>
      {items.map((item) => (
        <CouponRow key={item.ticketId} item={item} />
      ))}
    </ul>
  );
}

/** Placeholder rows while a page loads, so nothing jumps when it arrives. */
export function CouponListSkeleton() {
  return (
    <div className="cp-skeleton" aria-hidden="true">
      <Skeleton height={76} lines={6} />
    </div>
  );
}
