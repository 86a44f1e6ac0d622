import { STAKE_MAX_CHARS, type StakeCaps } from '@bet/domain/betting/stake-entry';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Keypad } from '@bet/ui/keypad.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlipMoney } from '../hooks/use-slip-money.ts';
import { setStakeAmount } from '../lib/slip-actions.ts';
import { entryAmount, keypadCap, keypadValue, openStakeEntry, typeStake } from '../lib/stake-entry.ts';
import './slip-popups.css';

type StakeKeypadPopupProps = {
  open: boolean;
  /** The amount now (minor units): shown, and replaced by the first key. */
  amount: number;
  caps: StakeCaps;
  title: string;
  onClose: () => void;
};

/** The stake keypad; the slip gives it a new key at each opening, so it starts fresh on the current amount. */
export function StakeKeypadPopup({ open, amount, caps, title, onClose }: StakeKeypadPopupProps) {
  const { t } = useTranslation();
  const money = useSlipMoney();
  const [entry, setEntry] = useState(() => openStakeEntry(amount));
  const typed = entryAmount(entry);
  const cap = keypadCap(caps);
  const done = () => {
    if (typed !== null) setStakeAmount(typed);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} className="bs-keypad">
      <output className={`bs-keypad-value${entry.fresh ? ' is-fresh' : ''}`} aria-live="polite">
        {money(typed ?? 0)}
      </output>
      {Number.isFinite(cap) && (
        <p className="muted bs-keypad-cap">{t('betslip.keypad.max', { amount: money(cap) })}</p>
      )}
      <Keypad
        value={keypadValue(entry)}
        onChange={(next) => setEntry(typeStake(next, caps))}
        maxLength={STAKE_MAX_CHARS}
        onDone={done}
      />
    </Dialog>
  );
}
