import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { isCounterPayable } from '@bet/domain/betting/counter-payment';
import { toMajor } from '@bet/domain/money';
import { Button } from '@bet/ui/button.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listColumnHelper } from '../../shared/data-table/table-features.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import { CouponStatusBadge, couponStatusLabel, TicketType, ticketTypeName } from './coupon-labels.tsx';

const column = listColumnHelper<OfficeCoupon>();

type CouponAction = ((coupon: OfficeCoupon) => void) | undefined;

type CouponColumnsOptions = {
  /** Offered on open coupons only; undefined when the staff member may not cancel. */
  onCancel: CouponAction;
  /** Offered on terminal coupons with a payout; undefined without the payment-status permission. */
  onPayment: CouponAction;
};

/** The coupon list's columns; amounts come in minor units, odds in thousandths. */
export function useCouponColumns({ onCancel, onPayment }: CouponColumnsOptions) {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(() => {
    // A terminal's coupon says whether the counter has paid it out; any other whether it paid.
    const paidText = (coupon: OfficeCoupon) =>
      isCounterPayable(coupon)
        ? t(coupon.paid ? 'coupons.payment.paid' : 'coupons.payment.unpaid')
        : t(coupon.paid ? 'common.yes' : 'common.no');
    const action = (label: string, named: string, onClick: () => void) => (
      <Button variant="secondary" size="sm" aria-label={named} onClick={onClick}>
        {label}
      </Button>
    );
    const money = (key: 'totalStake' | 'maxPay' | 'income', header: string) =>
      column.accessor(key, {
        header,
        cell: ({ row }) => format.money(row.original[key], row.original.currency),
        meta: { numeric: true, csv: (value) => toMajor(value) },
      });
    return column.columns([
      column.accessor('ticketId', { header: t('coupons.columns.ticketId'), enableHiding: false }),
      column.accessor('username', { header: t('coupons.columns.user') }),
      column.accessor('dealerName', {
        header: t('coupons.columns.dealer'),
        cell: ({ getValue }) => getValue() ?? '—',
      }),
      column.accessor('createdAt', {
        header: t('coupons.columns.createdAt'),
        cell: ({ getValue }) => format.dateTime(getValue()),
        meta: { csv: (value) => format.dateTime(value) },
      }),
      column.accessor('ticketType', {
        header: t('coupons.columns.type'),
        cell: ({ row }) => <TicketType coupon={row.original} />,
        meta: {
          csv: (_value, row) =>
            row.isLive ? `${ticketTypeName(t, row)} (${t('couponKinds.live')})` : ticketTypeName(t, row),
        },
      }),
      column.accessor('picks', { header: t('coupons.columns.picks'), meta: { numeric: true } }),
      money('totalStake', t('coupons.columns.stake')),
      column.accessor('totalOdds', {
        header: t('coupons.columns.odds'),
        cell: ({ getValue }) => format.odds(getValue()),
        meta: { numeric: true, csv: (value) => (value / 1000).toFixed(2) },
      }),
      money('maxPay', t('coupons.columns.maxPay')),
      money('income', t('coupons.columns.income')),
      column.accessor('status', {
        header: t('coupons.columns.status'),
        cell: ({ getValue }) => <CouponStatusBadge status={getValue()} />,
        meta: { csv: (value) => couponStatusLabel(t, value) },
      }),
      column.accessor('paid', {
        header: t('coupons.columns.paid'),
        cell: ({ row }) =>
          isCounterPayable(row.original) ? (
            <ToneBadge tone={row.original.paid ? 'success' : 'warning'}>{paidText(row.original)}</ToneBadge>
          ) : (
            paidText(row.original)
          ),
        meta: { csv: (_value, row) => paidText(row) },
      }),
      ...(onCancel || onPayment
        ? [
            column.display({
              id: 'actions',
              header: t('coupons.columns.actions'),
              enableHiding: false,
              cell: ({ row: { original: coupon } }) => {
                const { ticketId } = coupon;
                if (onCancel && coupon.status === 0) {
                  return action(t('coupons.cancel'), t('coupons.cancelNamed', { ticketId }), () =>
                    onCancel(coupon),
                  );
                }
                if (onPayment && isCounterPayable(coupon)) {
                  const step = coupon.paid ? 'unpay' : 'pay';
                  return action(
                    t(`coupons.payment.${step}`),
                    t(`coupons.payment.${step}Named`, { ticketId }),
                    () => onPayment(coupon),
                  );
                }
                return null;
              },
            }),
          ]
        : []),
    ]);
  }, [t, format, onCancel, onPayment]);
}
