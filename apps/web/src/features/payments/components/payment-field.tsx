import { acceptFieldInput, type PaymentField, type PaymentFieldType } from '@bet/domain/payments/field-rules';
import { TextField } from '@bet/ui/text-field.tsx';
import type { HTMLAttributes } from 'react';

type InputLook = { type: string; inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] };

// The browser's own pickers for dates and times; their values become the wire form on submit.
const LOOKS: Record<PaymentFieldType, InputLook> = {
  text: { type: 'text' },
  number: { type: 'text', inputMode: 'numeric' },
  amount: { type: 'text', inputMode: 'decimal' },
  email: { type: 'email', inputMode: 'email' },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
  time: { type: 'time' },
};

/** One of a method's fields, typed by its kind; numbers and amounts take only what their rule allows. */
export function PaymentFieldInput({
  field,
  value,
  onChange,
}: {
  field: PaymentField;
  value: string;
  onChange: (value: string) => void;
}) {
  const look = LOOKS[field.type];
  return (
    <TextField
      label={field.title}
      name={field.name}
      type={look.type}
      inputMode={look.inputMode}
      placeholder={field.placeHolder || undefined}
      maxLength={field.maxLength > 0 ? field.maxLength : undefined}
      aria-required={field.required || undefined}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(acceptFieldInput(field.type, event.target.value))}
    />
  );
}
