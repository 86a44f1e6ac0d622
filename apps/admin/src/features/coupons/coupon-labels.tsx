import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/status-badge.tsx';

type CouponStatus = OfficeCoupon['status'];

/** The statuses in the order the filter offers them: 0 open, 1 won, -1 lost, -2 cancelled, 2 sold. */
export const COUPON_STATUSES: readonly CouponStatus[] = [0, 1, -1, -2, 2];

const statusLook: Record<CouponStatus, { key: string; tone: BadgeTone }> = {
  0: { key: 'open', tone: 'info' },
  1: { key: 'won', tone: 'success' },
  [-1]: { key: 'lost', tone: 'danger' },
  [-2]: { key: 'cancelled', tone: 'muted' },
  2: { key: 'sold', tone: 'warning' },
};

export const couponStatusLabel = (t: TFunction, status: CouponStatus): string =>
  t(`coupons.statuses.${statusLook[status].key}`);

/** A coupon's status, coloured. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={statusLook[status].tone}>{couponStatusLabel(t, status)}</ToneBadge>;
}

/** The type filter's codes in order: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
export const COUPON_TYPE_CODES = ['combine', 'system', 'multiple', 'single', 'live'] as const;

const kindOfTicket = { TK: 'single', KK: 'combine', CK: 'multiple', SK: 'system' } as const;

/** The ticket type's name (TK: single, …), for a title or the CSV. */
export const ticketTypeName = (t: TFunction, coupon: Pick<OfficeCoupon, 'ticketType'>): string =>
  t(`couponKinds.${kindOfTicket[coupon.ticketType]}`);

/** The ticket type's code, its name on hover, and a badge on live coupons. */
export function TicketType({ coupon }: { coupon: Pick<OfficeCoupon, 'ticketType' | 'isLive'> }) {
  const { t } = useTranslation();
  return (
    <span className="ticket-type">
      <abbr title={ticketTypeName(t, coupon)}>{coupon.ticketType}</abbr>
      {coupon.isLive && <ToneBadge tone="danger">{t('couponKinds.live')}</ToneBadge>}
    </span>
  );
}
