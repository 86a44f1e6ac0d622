import { quickStakeAmount, type StakeCaps, stakeLimit } from '@bet/domain/betting/stake-entry';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import type { SlipView } from '../hooks/use-slip-summary.ts';
import { setOddChangeOk, setStakeAmount } from '../lib/slip-actions.ts';
import { effectiveAmount, toMajorUnits } from '../lib/slip-units.ts';
import { quickStakes } from '../lib/stake-entry.ts';
import { StakeInput } from './stake-input.tsx';

// A mouse means a keyboard: the amount is typed there; touch screens get the keypad (spec 001 section 2).
const KEYBOARD_QUERY = '(hover: hover) and (pointer: fine)';

type StakePanelProps = {
  view: SlipView;
  caps: StakeCaps;
  /** What the entered amount is: the whole stake or the stake of one combination. */
  label: string;
  onKeypad: () => void;
};

/**
 * The amount (typed, or the keypad on touch screens), the quick stakes (the first sets the amount,
 * later ones add) and the odds-change acceptance. The amount shown is the one played: within the
 * caps, so a player without credit sees 0 here as in the totals.
 */
export function StakePanel({ view, caps, label, onKeypad }: StakePanelProps) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const money = useSlipMoney();
  const lang = useLanguage();
  const oddChangeOk = useSlipStore((s) => s.oddChangeOk);
  const toggleId = useId();
  const keyboard = useMediaQuery(KEYBOARD_QUERY);
  const amount = Math.min(effectiveAmount(view.draft.amount, settings), stakeLimit(caps));
  return (
    <div className="bs-stake">
      {keyboard ? (
        <StakeInput amount={amount} caps={caps} label={label} />
      ) : (
        <button type="button" className="bs-amount" aria-haspopup="dialog" onClick={onKeypad}>
          <span className="bs-amount-label">{label}</span>
          <strong className="bs-amount-value">{money(amount)}</strong>
        </button>
      )}
      <fieldset className="bs-quick">
        <legend className="visually-hidden">{t('betslip.stake.quick')}</legend>
        {quickStakes(settings.coupon_amount_group).map((quick) => (
          <button
            key={quick}
            type="button"
            className="bs-quick-button"
            aria-label={t('betslip.stake.add', { amount: money(quick) })}
            onClick={() => setStakeAmount(quickStakeAmount(view.draft.amount, quick, caps))}
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
