import type { SlipProblem } from '@bet/domain/betting/types';
import { formatOdds, fromThousandths } from '@bet/domain/sportsbook/odds-format';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useProblemText } from '../hooks/use-problem-text.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { setStakeAmount } from '../lib/slip-actions.ts';
import { placeBlock } from './place-bar.tsx';

// A pick's own problems show on its row; the lock is drawn there, and said once here. The reason the
// place button is disabled is said under it.
const onSummary = (p: SlipProblem, block: SlipProblem | undefined): boolean =>
  p !== block && (p.matchId === undefined || p.key === 'thereAreLockedMatches');

/** Total odds, combinations, stakes, bonus and max payout; the rules' warnings and refusals under them. */
export function SlipTotals({ view }: { view: SlipView }) {
  const { t } = useTranslation();
  const decimals = useSiteSettings().tofixedNumber;
  const money = useSlipMoney();
  const problemText = useProblemText();
  const { summary, input } = view;
  const several = summary.combinations > 1;
  const block = placeBlock(view);
  const texts = [...new Set(summary.problems.filter((p) => onSummary(p, block)).map(problemText))];
  const blocking = new Set(summary.problems.filter((p) => p.blocking).map(problemText));
  const reduceTo = summary.stakeForMaxPay;
  return (
    <div className="bs-totals">
      <dl className="bs-figures">
        <div>
          <dt>{t('betslip.totals.odds')}</dt>
          <dd>{formatOdds(fromThousandths(summary.totalOdds), decimals)}</dd>
        </div>
        {several && (
          <>
            <div>
              <dt>{t('betslip.totals.combinations')}</dt>
              <dd>{summary.combinations}</dd>
            </div>
            <div>
              <dt>{t('betslip.totals.stakeEach')}</dt>
              <dd>{money(summary.ticketStake)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('betslip.totals.totalStake')}</dt>
          <dd>{money(summary.totalStake)}</dd>
        </div>
        {summary.bonus > 0 && (
          <div>
            <dt>{t('betslip.totals.bonus', { percent: summary.bonusPercent })}</dt>
            <dd>{money(summary.bonus)}</dd>
          </div>
        )}
        <div className="bs-figure-main">
          <dt>{t('betslip.totals.maxPay')}</dt>
          <dd>{money(summary.maxPay)}</dd>
        </div>
      </dl>
      {texts.length > 0 && (
        <ul className="bs-problems">
          {texts.map((text) => (
            <li key={text} className={`notice ${blocking.has(text) ? 'notice-error' : 'notice-warning'}`}>
              {text}
            </li>
          ))}
        </ul>
      )}
      {reduceTo !== null && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setStakeAmount(
              input.staketype === 1 ? reduceTo : Math.floor(reduceTo / Math.max(1, summary.combinations)),
            )
          }
        >
          {t('betslip.totals.reduceStake', { amount: money(reduceTo) })}
        </Button>
      )}
    </div>
  );
}
