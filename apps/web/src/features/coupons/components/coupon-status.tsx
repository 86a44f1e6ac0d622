import type { CouponStatus } from '@bet/domain/betting/types';
import { useTranslation } from 'react-i18next';
import { statusKeyOf } from '../lib/coupon-filters.ts';
import './coupon-parts.css';

/** The coupon's result as a coloured chip: waiting, won, lost, cancelled, sold. */
export function CouponStatusChip({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  const key = statusKeyOf(status);
  return <span className={`cp-chip cp-status-${key}`}>{t(`coupons.status.${key}`)}</span>;
}
