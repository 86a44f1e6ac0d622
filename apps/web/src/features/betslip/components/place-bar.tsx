import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { usePlaceCoupon } from '../hooks/use-place-coupon.ts';
import { useRestoredPlacement } from '../hooks/use-restored-placement.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { usePlacementStore } from '../stores/placement-store.ts';
import { PostBetActions } from './post-bet-actions.tsx';

/** A signed-in player whose credit cannot pay even the smallest stake: the coupon cannot be made. */
const lacksCredit = ({ context, summary }: SlipView): boolean =>
  context.user !== null && summary.problems.some((p) => p.key === 'noCredit' && p.blocking);

/**
 * The create button (busy while placing, counting down a live wait; disabled, with the reason under
 * it, while the credit cannot pay the stake); after success the post-bet actions.
 */
export function PlaceBar({ view }: { view: SlipView }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const money = useSlipMoney();
  const { place, submitting, countdown } = usePlaceCoupon(view);
  useRestoredPlacement(view.context.user?.userId);
  const placedTicketId = usePlacementStore((s) => s.placedTicketId);
  if (placedTicketId) return <PostBetActions ticketId={placedTicketId} />;
  const noCredit = lacksCredit(view);
  return (
    <div className="bs-place">
      <Button
        block
        loading={submitting}
        disabled={countdown > 0 || noCredit}
        aria-describedby={noCredit ? reasonId : undefined}
        onClick={place}
      >
        {countdown > 0 ? (
          t('betslip.place.waiting', { seconds: countdown })
        ) : (
          <>
            <span>{t('betslip.place.button')}</span>
            <span className="bs-place-amount">{money(view.summary.totalStake)}</span>
          </>
        )}
      </Button>
      {noCredit && (
        <p id={reasonId} className="bs-place-reason">
          {t('betslip.place.noCredit')}
        </p>
      )}
    </div>
  );
}
