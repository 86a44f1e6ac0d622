import { CloseIcon } from '@bet/ui/icons.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's payment popup frame, 640 by 480 (spec 002 section 9); the whole width on a phone. */
export const PAYMENT_FRAME = { width: 640, height: 480 } as const;

/** What a payment page served by the platform (the sandbox's) posts once the payment is decided. */
export const PAYMENT_FINISHED = 'payment-finished';

/** A payment provider's page over the site, with a close button; it closes itself when the page says it is done. */
export function PaymentPopup({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const finished = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PAYMENT_FINISHED) onClose();
    };
    window.addEventListener('message', finished);
    return () => window.removeEventListener('message', finished);
  }, [onClose]);
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
