import { ApiError } from '@bet/api-client/call-api';
import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useRequestKey } from '../../shared/api/use-request-key.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useCancelCoupon } from './api/cancel-coupon.ts';

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
  const requestKey = useRequestKey();
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () => {
    if (!coupon) return;
    const payload = { ticketId: coupon.ticketId };
    cancel.mutate(
      { ...payload, reqId: requestKey.keyFor(payload) },
      {
        onSuccess: (answer) => {
          requestKey.settle();
          onCancelled(answer.msg);
          close();
        },
        // A refusal is final; only a network fault may be the same request again.
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 0)) requestKey.settle();
        },
      },
    );
  };
  return (
    <Dialog
      open={coupon !== null}
      onClose={close}
      title={t('coupons.cancelTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('coupons.keep')}
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
            {t('coupons.cancelConfirm')}
          </Button>
        </>
      }
    >
      {coupon && (
        <div className="form">
          <p className="dialog-message">
            {t('coupons.cancelQuestion', {
              ticketId: coupon.ticketId,
              user: coupon.username,
              stake: format.money(coupon.totalStake, coupon.currency),
            })}
          </p>
          {cancel.error && <ErrorNotice>{errorText(cancel.error, t, 'updateFailed')}</ErrorNotice>}
        </div>
      )}
    </Dialog>
  );
}
