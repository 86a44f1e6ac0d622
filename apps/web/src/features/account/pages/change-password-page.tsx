import { Button } from '@bet/ui/button.tsx';
import { Keypad } from '@bet/ui/keypad.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { type RegisterOptions, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import { errorText } from '../lib/error-text.ts';
import '../components/account.css';

type PasswordValues = { currentPassword: string; newPassword: string; rePassword: string };
type Field = keyof PasswordValues;

// The change-password page's rule (spec 000 section 5): 4 to 12 characters, stricter than elsewhere.
const MIN = 4;
const MAX = 12;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', rePassword: '' };
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'rePassword'];

/** ChangePassword (spec 000 sections 2.6 and 5): current, new and repeat, with an optional on-screen keypad. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const notify = useNotifyStore((s) => s.notifyThenReset);
  const [serverError, setServerError] = useState('');
  const [shown, setShown] = useState(false);
  const [keypad, setKeypad] = useState(false);
  const [active, setActive] = useState<Field>('currentPassword');
  const { register, handleSubmit, reset, watch, setValue, formState } = useForm<PasswordValues>({
    defaultValues: EMPTY,
  });

  const rules = (field: Field): RegisterOptions<PasswordValues, Field> => ({
    required: t('account.password.required'),
    minLength: { value: MIN, message: t('account.password.length', { min: MIN, max: MAX }) },
    maxLength: { value: MAX, message: t('account.password.length', { min: MIN, max: MAX }) },
    ...(field === 'rePassword'
      ? {
          validate: (value: string, all: PasswordValues) =>
            value === all.newPassword || t('account.password.passwordMatchError'),
        }
      : {}),
  });

  const onSubmit = (values: PasswordValues) => {
    setServerError('');
    change.mutate(values, {
      onSuccess: (msg) => {
        notify(1, msg || t('account.password.success'));
        reset(EMPTY);
      },
      onError: (err) => setServerError(errorText(err, t)),
    });
  };

  return (
    <TitledSection
      titleId="change-password-title"
      title={t('account.password.title')}
      className="page acc-page acc-narrow"
    >
      <form className="card form" noValidate onSubmit={handleSubmit(onSubmit)}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`account.password.${field}`)}
            type={shown ? 'text' : 'password'}
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            maxLength={MAX}
            inputMode={keypad ? 'none' : undefined}
            error={formState.errors[field]?.message}
            onFocus={() => setActive(field)}
            {...register(field, rules(field))}
          />
        ))}
        <div className="acc-actions">
          <Button variant="ghost" size="sm" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {t(shown ? 'account.password.hide' : 'account.password.show')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={keypad}
            aria-controls="password-keypad"
            onClick={() => setKeypad(!keypad)}
          >
            {t('account.password.keypad')}
          </Button>
        </div>
        {keypad && (
          <div id="password-keypad" className="acc-keypad">
            <p className="acc-label">
              {t('account.password.keypadFor', { field: t(`account.password.${active}`) })}
            </p>
            <Keypad
              mode="password"
              maxLength={MAX}
              value={watch(active)}
              onChange={(value) => setValue(active, value, { shouldValidate: formState.isSubmitted })}
            />
          </div>
        )}
        {serverError && (
          <p className="notice notice-error" role="alert">
            {serverError}
          </p>
        )}
        <Button type="submit" block loading={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </form>
    </TitledSection>
  );
}
