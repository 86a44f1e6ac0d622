import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { useTranslation } from 'react-i18next';
import { useKeyedSend } from '../../shared/api/use-keyed-send.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useCouponPayment } from './api/coupon-payment.ts';
import { CouponConfirmDialog } from './coupon-confirm-dialog.tsx';

/**
 * Asks before marking a terminal coupon paid out in cash at the counter (its payout's credit comes
 * to the one who pays) or, when it is paid, unpaid again (the credit goes back); a refusal shows the
 * server's reason. Closed while `coupon` is null; `onMarked` gets what to tell the staff member.
 */
export function CouponPaymentDialog(props: {
  coupon: OfficeCoupon | null;
  onClose: () => void;
  onMarked: (message: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const payment = useCouponPayment();
  const send = useKeyedSend(payment);
  const step = props.coupon?.paid ? 'unpay' : 'pay';
  return (
    <CouponConfirmDialog
      coupon={props.coupon}
      title={t(`coupons.payment.${step}Title`)}
      question={(c) =>
        t(`coupons.payment.${step}Question`, {
          ticketId: c.ticketId,
          user: c.username,
          amount: format.money(c.income, c.currency),
        })
      }
      confirmLabel={t(`coupons.payment.${step}`)}
      confirmVariant={step === 'pay' ? 'primary' : 'danger'}
      mutation={payment}
      onConfirm={(c, close) =>
        send({ couponId: c.id, paid: !c.paid }, (answer) => {
          const done = answer.paid ? 'coupons.payment.paidDone' : 'coupons.payment.unpaidDone';
          props.onMarked(t(done, { ticketId: c.ticketId }));
          close();
        })
      }
      onClose={props.onClose}
    />
  );
}
