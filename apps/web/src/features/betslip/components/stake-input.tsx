import { amountText } from '@bet/domain/betting/amount-text';
import { type StakeCaps, typeStakeText } from '@bet/domain/betting/stake-entry';
import { currencySymbol } from '@bet/domain/reference/currencies';
import { useId, useRef, useState } from 'react';
import { decimalSeparator } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { setStakeAmount } from '../lib/slip-actions.ts';

type StakeInputProps = {
  /** The amount the slip plays now (minor units), within the caps. */
  amount: number;
  caps: StakeCaps;
  label: string;
};

/**
 * The amount typed with a keyboard (desktop), read as the site language writes amounts ("1.000" is a
 * thousand in Turkish) and capped as the keypad is; on leaving it shows the amount played, written
 * the same way. Focus selects it, so the first key sets the amount and later keys add to it; an
 * emptied field goes back to the default amount.
 */
export function StakeInput({ amount, caps, label }: StakeInputProps) {
  const lang = useLanguage();
  const currency = useUser()?.currency;
  const separator = decimalSeparator(lang);
  const id = useId();
  // The text while the player types; the slip's amount otherwise.
  const [typing, setTyping] = useState<string | null>(null);
  // A click that focuses the field would put the caret where it landed and drop the selection.
  const focusedByPointer = useRef(false);
  return (
    <div className="bs-amount">
      <label className="bs-amount-label" htmlFor={id}>
        {label}
      </label>
      <span className="bs-amount-entry">
        <input
          id={id}
          className="bs-amount-value bs-amount-field"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={typing ?? amountText(amount, separator)}
          onFocus={(e) => {
            setTyping(e.currentTarget.value);
            e.currentTarget.select();
          }}
          onPointerDown={(e) => {
            focusedByPointer.current = document.activeElement !== e.currentTarget;
          }}
          onMouseUp={(e) => {
            if (focusedByPointer.current) e.preventDefault();
            focusedByPointer.current = false;
          }}
          onBlur={() => setTyping(null)}
          onChange={(e) => {
            const typed = typeStakeText(e.currentTarget.value, caps, separator);
            if (!typed) return;
            setTyping(typed.text);
            setStakeAmount(typed.amount);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
        {currency && <span className="bs-amount-currency">{currencySymbol(currency)}</span>}
      </span>
    </div>
  );
}
