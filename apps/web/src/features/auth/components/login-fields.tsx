import { useTranslation } from 'react-i18next';
import { ChallengeWidget } from '../../../shared/challenge/challenge-widget.tsx';
import type { useLoginForm } from '../hooks/use-login-form.ts';
import { LOGIN_FIELD_MAX } from '../utils/form-helpers.ts';
import { AuthError } from './auth-form-screen.tsx';
import { PasswordField } from './password-field.tsx';
import { VerbatimField } from './verbatim-field.tsx';

type LoginForm = ReturnType<typeof useLoginForm>;

/** Username and password of the login popup and page, the challenge when asked for, and the error line. */
export function LoginFields({ form, autoFocus = false }: { form: LoginForm; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <VerbatimField
        label={t('auth.login.username')}
        autoComplete="username"
        enterKeyHint="next"
        maxLength={LOGIN_FIELD_MAX}
        autoFocus={autoFocus}
        error={form.fieldError('userName')}
        {...form.fields.userName}
      />
      <PasswordField
        label={t('auth.login.password')}
        autoComplete="current-password"
        enterKeyHint="go"
        maxLength={LOGIN_FIELD_MAX}
        error={form.fieldError('password')}
        {...form.fields.password}
      />
      {form.challenge && (
        <ChallengeWidget
          challenge={form.challenge.data}
          failed={form.challenge.isError}
          onRetry={form.challenge.retry}
          onSolved={form.challenge.onSolved}
        />
      )}
      <AuthError message={form.error} />
    </>
  );
}
