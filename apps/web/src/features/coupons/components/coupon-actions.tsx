import type { CouponDetail, SellOffer } from '@bet/domain/api/betting';
import { Button } from '@bet/ui/button.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { useCancelFlow, useSellFlow } from '../hooks/use-coupon-actions.ts';
import { canCancel, canSell } from '../lib/coupon-actions.ts';
import './coupon-parts.css';

type Props = {
  coupon: CouponDetail;
  offer: SellOffer;
  /** More buttons before sell and cancel (print, open the detail page). */
  children?: ReactNode;
};

/** Sell (with its price) and cancel for a coupon shown in detail; each asks first. */
export function CouponActions({ coupon, offer, children }: Props) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const sell = useSellFlow();
  const cancel = useCancelFlow();
  const sellable = canSell({ ...coupon, sellType: offer }, true);
  const cancellable = canCancel(coupon);
  if (!sellable && !cancellable && !children) return null;
  return (
    <div className="cp-actions">
      {children}
      {sellable && (
        <Button
          variant="accent"
          size="sm"
          loading={sell.busyTicket === coupon.ticketId}
          onClick={() => sell.start(coupon.ticketId, offer.winPrice)}
        >
          {t('coupons.actions.sell', { amount: money(offer.winPrice) })}
        </Button>
      )}
      {cancellable && (
        <Button
          variant="danger"
          size="sm"
          loading={cancel.busyTicket === coupon.ticketId}
          onClick={() => cancel.start(coupon.ticketId)}
        >
          {t('coupons.actions.cancel')}
        </Button>
      )}
    </div>
  );
}
