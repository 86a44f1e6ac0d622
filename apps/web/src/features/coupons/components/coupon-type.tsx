import type { TicketType } from '@bet/domain/betting/types';
import { useTranslation } from 'react-i18next';
import { couponTypeView } from '../lib/coupon-view.ts';

type Props = {
  coupon: { ticketType: TicketType; isLive: 0 | 1; totalTipps: number; systemArray: readonly number[] };
};

/** The coupon's type by the list precedence (system, live, single, combine, multiple). */
export function CouponTypeText({ coupon }: Props) {
  const { t } = useTranslation();
  const { label, system } = couponTypeView(coupon);
  const text = t(`coupons.types.${label}`);
  return <>{system ? `${text} ${system}` : text}</>;
}
