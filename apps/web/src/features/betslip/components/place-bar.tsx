import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { usePlaceCoupon } from '../hooks/use-place-coupon.ts';
import { useRestoredPlacement } from '../hooks/use-restored-placement.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { usePlacementStore } from '../stores/placement-store.ts';
import { PostBetActions } from './post-bet-actions.tsx';

/** The create button (busy while placing, counting down a live wait); after success the post-bet actions. */
export function PlaceBar({ view }: { view: SlipView }) {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const { place, submitting, countdown } = usePlaceCoupon(view);
  useRestoredPlacement(view.context.user?.userId);
  const placedTicketId = usePlacementStore((s) => s.placedTicketId);
  if (placedTicketId) return <PostBetActions ticketId={placedTicketId} />;
  return (
    <div className="bs-place">
      <Button block loading={submitting} disabled={countdown > 0} onClick={place}>
        {countdown > 0 ? (
          t('betslip.place.waiting', { seconds: countdown })
        ) : (
          <>
            <span>{t('betslip.place.button')}</span>
            <span className="bs-place-amount">{money(view.summary.totalStake)}</span>
          </>
        )}
      </Button>
    </div>
  );
}
