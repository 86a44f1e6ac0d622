import { type KeyboardEvent, useState } from 'react';
import { positionChange } from './listing-values.ts';

type PositionFieldProps = {
  label: string;
  value: number;
  disabled: boolean;
  onChange: (position: number) => void;
};

/** A listing's order, sent when the field is left or Enter is pressed; a bad number goes back. */
export function PositionField({ label, value, disabled, onChange }: PositionFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new order from the server (this change's answer or another's) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const position = positionChange(text, value);
    if (position === null) setText(String(value));
    else onChange(position);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  return (
    <input
      className="input casino-position"
      inputMode="numeric"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={onKey}
    />
  );
}
