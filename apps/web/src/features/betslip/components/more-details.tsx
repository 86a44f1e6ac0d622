import { formatOdds, fromThousandths } from '@bet/domain/sportsbook/odds-format';
import { useTranslation } from 'react-i18next';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';

/** The more-detail panel: the limits that apply, the bonus rule, the combinations and the amount of each bet. */
export function MoreDetails({ view }: { view: SlipView }) {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const { summary, input } = view;
  const { limits } = summary;
  const bonus = input.limits.bonusJson;
  const unlimited = t('betslip.details.unlimited');
  const rows: [string, string][] = [
    [t('betslip.details.minStake'), money(limits.minStake)],
    [t('betslip.details.maxStake'), limits.maxStake > 0 ? money(limits.maxStake) : unlimited],
    [t('betslip.details.maxPay'), limits.maxPay > 0 ? money(limits.maxPay) : unlimited],
    [t('betslip.details.minTip'), String(summary.minTip)],
    [
      t('betslip.details.bonusRule'),
      bonus.bonusPercent > 0 && bonus.bonusTipCount > 0
        ? t('betslip.details.bonusRuleText', {
            percent: bonus.bonusPercent,
            count: bonus.bonusTipCount,
            odds: formatOdds(fromThousandths(bonus.bonusOdds)),
          })
        : t('betslip.details.noBonus'),
    ],
    [t('betslip.details.bonusPicks'), String(summary.bonusTipCount)],
    [t('betslip.details.combinations'), String(summary.combinations)],
    [t('betslip.details.perBet'), money(summary.ticketStake)],
  ];
  return (
    <details className="bs-details">
      <summary>{t('betslip.details.title')}</summary>
      <dl className="bs-figures">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
