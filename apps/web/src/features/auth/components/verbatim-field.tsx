import { TextField } from '@bet/ui/text-field.tsx';
import type { ComponentProps } from 'react';

/** A text field kept as typed (usernames, codes, passwords): no capitalising, correcting or spell checking. */
export function VerbatimField(props: ComponentProps<typeof TextField>) {
  return <TextField autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
