import { Button, buttonClass } from '@bet/ui/button.tsx';
import { ShareIcon } from '@bet/ui/icons.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { releaseLastSlip } from '../lib/last-coupon.ts';
import { couponShareLink, facebookShare, whatsappShare } from '../lib/share-links.ts';
import { usePlacementStore } from '../stores/placement-store.ts';

/** After a coupon was placed the slip stays, offering to place it again, share it or quit. */
export function PostBetActions({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = useRef<HTMLParagraphElement>(null);
  // The create button is gone: focus moves to what replaced it, and the player sees it.
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const link = couponShareLink(window.location.origin, lang, ticketId);
  const again = () => {
    releaseLastSlip();
    usePlacementStore.setState({ placedTicketId: null });
  };
  const quit = () => {
    releaseLastSlip();
    usePlacementStore.setState({ placedTicketId: null });
    useSlipStore.getState().clear();
  };
  const share = { target: '_blank', rel: 'noopener noreferrer', className: buttonClass('secondary', 'sm') };
  return (
    <section className="bs-placed" aria-labelledby="bs-placed-title">
      <p className="notice notice-success" id="bs-placed-title" ref={title} tabIndex={-1}>
        {t('betslip.placed.title', { ticketId })}
      </p>
      <div className="bs-placed-share">
        <ShareIcon size={18} />
        <span>{t('betslip.placed.share')}</span>
        <a href={whatsappShare(link)} {...share}>
          WhatsApp
        </a>
        <a href={facebookShare(link)} {...share}>
          Facebook
        </a>
      </div>
      <div className="bs-placed-actions">
        <Button onClick={again}>{t('betslip.placed.again')}</Button>
        <Button variant="secondary" onClick={quit}>
          {t('betslip.placed.quit')}
        </Button>
      </div>
    </section>
  );
}
