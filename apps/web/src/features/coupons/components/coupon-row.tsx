import type { CouponListItem } from '@bet/domain/api/betting';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { CouponRowDetails } from './coupon-row-details.tsx';
import { CouponStatusChip } from './coupon-status.tsx';
import { CouponTypeText } from './coupon-type.tsx';

/** A coupon in the list: date, type, status and amounts; opening it shows its detail. */
export function CouponRow({ item }: { item: CouponListItem }) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const amount = (column: 'stake' | 'maxPay' | 'income', label: string, value: number) => (
    <span className={`cp-amount cp-col-${column}`}>
      <span className="cp-amount-label">{t(`coupons.fields.${label}`)}</span>
      <span className="cp-amount-value">{money(value)}</span>
    </span>
  );
  return (
    <li className="cp-row" data-open={open}>
      <button
        type="button"
        className="cp-row-head"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="cp-col-type">
          <CouponTypeText coupon={item} />
        </span>
        <span className="cp-col-date">
          <time dateTime={item.ticketDate}>{formatDateTime(item.ticketDate)}</time>
          <span className="cp-ticket-id"> · {item.ticketId}</span>
        </span>
        <span className="cp-col-status">
          <CouponStatusChip status={item.status} returned={item.returned} />
        </span>
        {amount('stake', 'stake', item.totalStake)}
        {amount('maxPay', 'maxPay', item.maxPay)}
        {/* Named as the detail names it: a returned stake or a sale is a payment, not winnings. */}
        {amount('income', 'payment', item.income)}
        <span className="cp-col-chevron">
          <ChevronIcon direction={open ? 'up' : 'down'} />
        </span>
      </button>
      {open && <CouponRowDetails item={item} id={detailsId} />}
    </li>
  );
}
