import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActivate } from '../api/activate.ts';
import { errorMessage } from '../utils/error-message.ts';
import { digitsOnly, filtered } from '../utils/form-helpers.ts';

/** After an SMS-activation registration: the code from the SMS activates the account. */
export function SmsActivation({ onActivated }: { onActivated: (message: string) => void }) {
  const { t } = useTranslation();
  const activate = useActivate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const code = filtered(register('code', { required: 'fieldRequired' }), (typed) => digitsOnly(typed, 12));
  const submit = handleSubmit(async ({ code: value }) => {
    setFailure(null);
    try {
      const answer = await activate.mutateAsync(value);
      onActivated(answer.msg);
    } catch (err) {
      setFailure(errorMessage(err, t));
    }
  });
  const required = formState.errors.code ? t('auth.errors.fieldRequired') : undefined;
  return (
    <div className="auth-card card">
      <h1 className="page-title auth-title">{t('auth.register.smsTitle')}</h1>
      <p className="notice notice-success">{t('auth.register.smsText')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.register.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          autoFocus
          error={failure ?? required}
          {...code}
        />
        <Button type="submit" block loading={activate.isPending}>
          {t('auth.register.smsSubmit')}
        </Button>
      </form>
    </div>
  );
}
