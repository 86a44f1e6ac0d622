import { useTranslation } from 'react-i18next';
import { BackspaceIcon } from './icons.tsx';
import './keypad.css';

type KeypadProps = {
  /** The text being typed (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** 'pin' keeps digits only; 'password' appends digits to whatever was typed before. */
  mode?: 'pin' | 'password';
  /** Longest value accepted; further taps are ignored. */
  maxLength?: number;
  /** Shows a Done key that calls this. */
  onDone?: () => void;
  className?: string;
};

/** Keeps only digits and cuts to maxLength: the rule of a PIN field (spec 000 section 5). */
export function pinValue(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, maxLength);
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** An on-screen number pad for PIN and password entry: digits, clear, backspace (and done). */
export function Keypad({ value, onChange, mode = 'pin', maxLength = 20, onDone, className }: KeypadProps) {
  const { t } = useTranslation();
  const current = mode === 'pin' ? pinValue(value, maxLength) : value;
  const press = (digit: string) => {
    if (current.length >= maxLength) return;
    onChange(current + digit);
  };
  return (
    <fieldset className={['keypad', className].filter(Boolean).join(' ')}>
      <legend className="visually-hidden">{t('common.keypad.label')}</legend>
      {DIGITS.map((d) => (
        <button key={d} type="button" className="keypad-key" onClick={() => press(d)}>
          {d}
        </button>
      ))}
      <button type="button" className="keypad-key keypad-key-muted" onClick={() => onChange('')}>
        {t('common.keypad.clear')}
      </button>
      <button type="button" className="keypad-key" onClick={() => press('0')}>
        0
      </button>
      <button
        type="button"
        className="keypad-key keypad-key-muted"
        aria-label={t('common.keypad.backspace')}
        onClick={() => onChange(current.slice(0, -1))}
      >
        <BackspaceIcon />
      </button>
      {onDone && (
        <button type="button" className="keypad-key keypad-done" onClick={onDone}>
          {t('common.keypad.done')}
        </button>
      )}
    </fieldset>
  );
}
