import { TextField } from '@bet/ui/text-field.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type FieldsProps<F extends string> = {
  /** The form's register for each field (valueAsNumber for the limits). */
  register: (field: F) => UseFormRegisterReturn;
  /** The message for a field that fails its check. */
  invalid: (field: F) => string | undefined;
};

/** First and last name and e-mail, as a new account and a user's profile take them. */
export function NameFields({ register, invalid }: FieldsProps<'firstName' | 'lastName' | 'email'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('users.form.firstName')} error={invalid('firstName')} {...register('firstName')} />
      <TextField label={t('users.form.lastName')} error={invalid('lastName')} {...register('lastName')} />
      <TextField
        label={t('users.form.email')}
        type="email"
        autoComplete="off"
        error={invalid('email')}
        {...register('email')}
      />
    </>
  );
}

const OPENING_LIMITS = ['userLimit', 'dealerLimit'] as const;

/** How many users and dealers a dealer may open below it; 0 means no limit. */
export function OpeningLimitFields({ register, invalid }: FieldsProps<(typeof OPENING_LIMITS)[number]>) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      {OPENING_LIMITS.map((field) => (
        <TextField
          key={field}
          label={t(`users.columns.${field}`)}
          type="number"
          min={0}
          inputMode="numeric"
          hint={t('users.form.limitHint')}
          error={invalid(field)}
          {...register(field)}
        />
      ))}
    </div>
  );
}
