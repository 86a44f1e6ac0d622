import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { useTranslation } from 'react-i18next';
import { useKeyedSend } from '../../shared/api/use-keyed-send.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useCancelCoupon } from './api/cancel-coupon.ts';
import { CouponConfirmDialog } from './coupon-confirm-dialog.tsx';

type CancelCouponDialogProps = {
  /** The coupon to cancel; the dialog is closed while null. */
  coupon: OfficeCoupon | null;
  onClose: () => void;
  /** The server's message once the coupon is cancelled. */
  onCancelled: (message: string) => void;
};

/** Asks before cancelling an open coupon; a refusal (a match already started) shows the server's reason. */
export function CancelCouponDialog({ coupon, onClose, onCancelled }: CancelCouponDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cancel = useCancelCoupon();
  const send = useKeyedSend(cancel);
  return (
    <CouponConfirmDialog
      coupon={coupon}
      title={t('coupons.cancelTitle')}
      question={(c) =>
        t('coupons.cancelQuestion', {
          ticketId: c.ticketId,
          user: c.username,
          stake: format.money(c.totalStake, c.currency),
        })
      }
      confirmLabel={t('coupons.cancelConfirm')}
      confirmVariant="danger"
      mutation={cancel}
      onConfirm={(c, close) =>
        send({ ticketId: c.ticketId }, (answer) => {
          onCancelled(answer.msg);
          close();
        })
      }
      onClose={onClose}
    />
  );
}
