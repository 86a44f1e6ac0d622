import { CloseIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';

/** The spec's payment popup frame, 640 by 480 (spec 002 section 9); the whole width on a phone. */
export const PAYMENT_FRAME = { width: 640, height: 480 } as const;

/** A payment provider's page over the site, with a close button. */
export function PaymentPopup({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pay-popup" role="dialog" aria-modal="true" aria-label={t('payments.paymentPage')}>
      <div className="pay-popup-box">
        <button
          type="button"
          className="icon-button pay-popup-close"
          aria-label={t('payments.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        <iframe
          className="pay-popup-frame"
          title={t('payments.paymentPage')}
          src={url}
          width={PAYMENT_FRAME.width}
          height={PAYMENT_FRAME.height}
        />
      </div>
    </div>
  );
}
