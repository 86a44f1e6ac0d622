import type { SlipProblem } from '@bet/domain/betting/types';
import { Button } from '@bet/ui/button.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceCoupon } from '../hooks/use-place-coupon.ts';
import { useProblemText } from '../hooks/use-problem-text.ts';
import { useRestoredPlacement } from '../hooks/use-restored-placement.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { usePlacementStore } from '../stores/placement-store.ts';
import { PostBetActions } from './post-bet-actions.tsx';

/**
 * Why the coupon cannot be placed as shown, if so: a signed-in player whose credit cannot pay even the
 * smallest stake; or an amount below the minimum stake, which the rules would raise to the minimum,
 * so the coupon would be placed at another amount than the field shows.
 */
export function placeBlock({ context, summary }: SlipView): SlipProblem | undefined {
  const noCredit = summary.problems.find((p) => p.key === 'noCredit' && p.blocking);
  if (noCredit && context.user !== null) return noCredit;
  return summary.problems.find((p) => p.key === 'minStakeError');
}

/**
 * The create button (busy while placing, counting down a live wait; disabled, with the reason under
 * it, while it cannot place the amount shown); after success the post-bet actions.
 */
export function PlaceBar({ view }: { view: SlipView }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const money = useSlipMoney();
  const problemText = useProblemText();
  const { place, submitting, countdown } = usePlaceCoupon(view);
  useRestoredPlacement(view.context.user?.userId);
  const placedTicketId = usePlacementStore((s) => s.placedTicketId);
  if (placedTicketId) return <PostBetActions ticketId={placedTicketId} />;
  const block = placeBlock(view);
  return (
    <div className="bs-place">
      <Button
        block
        loading={submitting}
        disabled={countdown > 0 || block !== undefined}
        aria-describedby={block ? reasonId : undefined}
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
      {block && (
        <p id={reasonId} className="bs-place-reason">
          {block.key === 'noCredit' ? t('betslip.place.noCredit') : problemText(block)}
        </p>
      )}
    </div>
  );
}
