import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import { Button, type ButtonVariant } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';

type CouponConfirmDialogProps = {
  /** The coupon asked about; the dialog is closed while null. */
  coupon: OfficeCoupon | null;
  title: string;
  /** What is about to happen to the coupon, as a question. */
  question: (coupon: OfficeCoupon) => string;
  confirmLabel: string;
  confirmVariant: ButtonVariant;
  /** The call's state: busy while pending, its refusal shown (the server's reason when it gave one). */
  mutation: { isPending: boolean; error: Error | null; reset: () => void };
  /** Sends the call; `close` once it went through. */
  onConfirm: (coupon: OfficeCoupon, close: () => void) => void;
  onClose: () => void;
};

/** Asks before a coupon's money moves (a cancel, a payment at the counter); a refusal stays in view. */
export function CouponConfirmDialog(props: CouponConfirmDialogProps) {
  const { t } = useTranslation();
  const { coupon, mutation } = props;
  const close = () => {
    mutation.reset();
    props.onClose();
  };
  return (
    <Dialog
      open={coupon !== null}
      onClose={close}
      title={props.title}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('coupons.keep')}
          </Button>
          <Button
            variant={props.confirmVariant}
            loading={mutation.isPending}
            onClick={() => coupon && props.onConfirm(coupon, close)}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {coupon && (
        <div className="form">
          <p className="dialog-message">{props.question(coupon)}</p>
          {mutation.error && <ErrorNotice>{errorText(mutation.error, t, 'updateFailed')}</ErrorNotice>}
        </div>
      )}
    </Dialog>
  );
}
