import type { ComponentProps } from 'react';
import { TextField } from '../../../shared/ui/text-field.tsx';

/** A text field kept as typed (usernames, codes, passwords): no capitalising, correcting or spell checking. */
export function VerbatimField(props: ComponentProps<typeof TextField>) {
  return <TextField autoCapitalize="none" autoCorrect="off" spellCheck={false} {...props} />;
}
