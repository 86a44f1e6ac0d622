import { TextField } from '@bet/ui/text-field.tsx';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFormModel } from '../hooks/use-register-form.ts';
import { filtered } from '../utils/form-helpers.ts';
import type { RegisterField } from '../utils/register-fields.ts';
import { PasswordField } from './password-field.tsx';
import { VerbatimField } from './verbatim-field.tsx';

type RegisterTextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'type' | 'label'> & {
  model: RegisterFormModel;
  name: RegisterField;
  /** Without one, the catalogue's auth.register.<name>. */
  label?: ReactNode;
  /** verbatim: kept as typed (usernames, codes); password: hidden, with a show button. */
  kind?: 'text' | 'verbatim' | 'password';
  type?: 'email';
  /** Rewrites what is typed before the form sees it (digits only, lowercase…). */
  filter?: (typed: string) => string;
  /** Gets the value when the player leaves the field (a server check). */
  onLeave?: (value: string) => void;
};

const components = { text: TextField, verbatim: VerbatimField, password: PasswordField };

/** A field of the register form: its rule or server-check message under it, a check's good word as the hint. */
export function RegisterTextField({
  model,
  name,
  kind = 'text',
  filter,
  onLeave,
  label,
  hint,
  ...input
}: RegisterTextFieldProps) {
  const { t } = useTranslation();
  const registered = model.form.register(name);
  const field = filter ? filtered(registered, filter) : registered;
  const Field = components[kind];
  return (
    <Field
      {...input}
      label={label ?? t(`auth.register.${name}`)}
      error={model.fieldError(name)}
      hint={model.fieldHint(name) ?? hint}
      {...field}
      onBlur={(e) => {
        onLeave?.(e.target.value);
        return field.onBlur(e);
      }}
    />
  );
}
