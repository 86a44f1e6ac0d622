import { formatOdds, fromThousandths } from '@bet/domain/sportsbook/odds-format';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { calculatorRows } from '../lib/calculator.ts';
import './slip-popups.css';

type CalculatorPopupProps = { open: boolean; onClose: () => void; view: SlipView };

/** Every combination of the coupon with its odds and what it pays at the stake per combination. */
export function CalculatorPopup({ open, onClose, view }: CalculatorPopupProps) {
  const { t } = useTranslation();
  const decimals = useSiteSettings().tofixedNumber;
  const money = useSlipMoney();
  const { summary, draft, input } = view;
  const { rows, total } = open ? calculatorRows(input, summary.ticketStake) : { rows: [], total: 0 };
  const odds = (thousandths: number) => formatOdds(fromThousandths(thousandths), decimals);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('betslip.calculator.title')}
      className="bs-calculator"
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <ol className="bs-legend">
        {draft.selections.map((s, i) => (
          <li key={`${s.m}-${s.i}`}>
            <span className="bs-pick-index">{i + 1}</span>
            <span>
              {s.home} - {s.away}: {s.outcome} ({odds(input.picks[i]?.odds ?? 0)})
              {input.picks[i]?.banker && <strong> · {t('betslip.pick.bankerShort')}</strong>}
            </span>
          </li>
        ))}
      </ol>
      <p className="muted">
        {t('betslip.calculator.stakeEach', { amount: money(summary.ticketStake), count: total })}
      </p>
      <table className="bs-calc-table">
        <thead>
          <tr>
            <th scope="col">{t('betslip.calculator.picks')}</th>
            <th scope="col">{t('betslip.calculator.odds')}</th>
            <th scope="col">{t('betslip.calculator.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.picks.join('-')}>
              <td>{row.picks.map((i) => i + 1).join(' + ')}</td>
              <td>{odds(row.odds)}</td>
              <td>{money(row.pay)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > rows.length && (
        <p className="muted">{t('betslip.calculator.more', { count: total - rows.length })}</p>
      )}
    </Dialog>
  );
}
