import { couponResultKey } from '@bet/domain/betting/coupon-result';
import type { CouponStatus } from '@bet/domain/betting/types';
import { useTranslation } from 'react-i18next';
import './coupon-parts.css';

/**
 * The coupon's result as a coloured chip: waiting, won, lost, cancelled, sold, returned (stake back),
 * or held (a live coupon waiting out the bet delay) where the answer tells it.
 */
export function CouponStatusChip({
  status,
  returned,
  held = 0,
}: {
  status: CouponStatus;
  returned: 0 | 1;
  held?: 0 | 1;
}) {
  const { t } = useTranslation();
  const key = couponResultKey(status, returned === 1, held === 1);
  return <span className={`cp-chip cp-status-${key}`}>{t(`coupons.status.${key}`)}</span>;
}
