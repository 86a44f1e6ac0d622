import { TextField } from '@bet/ui/text-field.tsx';
import type { ComponentProps } from 'react';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/** The six digits of an authenticator app: a numeric keypad on phones, filled from SMS or the keychain. */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="\d{6}"
      placeholder="000000"
      {...props}
    />
  );
}
