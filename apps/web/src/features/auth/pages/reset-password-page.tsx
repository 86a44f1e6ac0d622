import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { type RegisterOptions, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthError, AuthFormScreen } from '../components/auth-form-screen.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { afterNotice } from '../utils/after-notice.ts';
import { errorMessage } from '../utils/error-message.ts';
import { invalidMarks, PASSWORD_MAX, PASSWORD_MIN } from '../utils/form-helpers.ts';
import '../components/auth.css';

type ResetValues = { password: string; repassword: string };

// Messages are catalogue keys; an empty field only says so at the top (allInputEnter).
const rules: Record<keyof ResetValues, RegisterOptions<ResetValues>> = {
  password: {
    required: 'allInputEnter',
    minLength: { value: PASSWORD_MIN, message: 'passwordLength' },
    maxLength: { value: PASSWORD_MAX, message: 'passwordLength' },
  },
  repassword: {
    required: 'allInputEnter',
    validate: (value, all) => value === all.password || 'passwordNoSameRegister',
  },
};

/** resetPassword/:passCode: the new-password form of the mailed link (spec 000 sections 2.6 and 5). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { lang = 'tr', passCode = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotifyStore((s) => s.notify);
  const openLogin = useUiStore((s) => s.openLogin);
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    defaultValues: { password: '', repassword: '' },
    reValidateMode: 'onChange',
  });
  const { errors } = formState;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const answer = await reset.mutateAsync({ ...v, passCode });
      notify(1, answer.msg);
      await navigate(`/${lang}/`);
      afterNotice(openLogin);
    } catch (err) {
      setFailure(errorMessage(err, t));
    }
  });

  const missing =
    errors.password?.message === 'allInputEnter' || errors.repassword?.message === 'allInputEnter';
  const shown = (key: string | undefined) =>
    key && key !== 'allInputEnter'
      ? t(`auth.errors.${key}`, { min: PASSWORD_MIN, max: PASSWORD_MAX })
      : undefined;
  return (
    <AuthFormScreen
      title={t('auth.reset.title')}
      intro={t('auth.reset.intro', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
    >
      <form className="form" noValidate onSubmit={submit}>
        <AuthError message={missing ? t('auth.errors.allInputEnter') : failure} />
        {(['password', 'repassword'] as const).map((name) => (
          <PasswordField
            key={name}
            label={t(name === 'password' ? 'auth.reset.password' : 'auth.reset.passwordRepeat')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            required
            {...invalidMarks(!!errors[name], shown(errors[name]?.message))}
            {...register(name, rules[name])}
          />
        ))}
        <Button type="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthFormScreen>
  );
}
