import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { setOddChangeOk, setStakeAmount } from '../lib/slip-actions.ts';
import { effectiveAmount, toMajorUnits } from '../lib/slip-units.ts';
import { addQuickStake, quickStakes, type StakeCaps } from '../lib/stake-entry.ts';
import { useSlipStore } from '../slip-store.ts';

type StakePanelProps = {
  view: SlipView;
  caps: StakeCaps;
  /** What the entered amount is: the whole stake or the stake of one combination. */
  label: string;
  onKeypad: () => void;
};

/** The amount (opens the keypad), the quick stakes that add to it, and the odds-change acceptance. */
export function StakePanel({ view, caps, label, onKeypad }: StakePanelProps) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const money = useSlipMoney();
  const lang = useLanguage();
  const oddChangeOk = useSlipStore((s) => s.oddChangeOk);
  const toggleId = useId();
  const amount = effectiveAmount(view.draft.amount, settings);
  return (
    <div className="bs-stake">
      <button type="button" className="bs-amount" aria-haspopup="dialog" onClick={onKeypad}>
        <span className="bs-amount-label">{label}</span>
        <strong className="bs-amount-value">{money(amount)}</strong>
      </button>
      <fieldset className="bs-quick">
        <legend className="visually-hidden">{t('betslip.stake.quick')}</legend>
        {quickStakes(settings.coupon_amount_group).map((quick) => (
          <button
            key={quick}
            type="button"
            className="bs-quick-button"
            aria-label={t('betslip.stake.add', { amount: money(quick) })}
            onClick={() => setStakeAmount(addQuickStake(amount, quick, caps))}
          >
            +{formatNumber(toMajorUnits(quick), lang, quick % 100 === 0 ? 0 : 2)}
          </button>
        ))}
      </fieldset>
      <div className="bs-switch">
        <input
          id={toggleId}
          type="checkbox"
          checked={oddChangeOk}
          onChange={(e) => setOddChangeOk(e.target.checked)}
        />
        <label htmlFor={toggleId}>{t('betslip.stake.oddChangeOk')}</label>
      </div>
    </div>
  );
}
