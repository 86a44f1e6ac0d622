import type { RegisterAnswer } from '@bet/domain/api/account';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChallengeWidget } from '../../../shared/challenge/challenge-widget.tsx';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { type RegisterFormModel, useRegisterForm } from '../hooks/use-register-form.ts';
import { RegisterAccountFields } from './register-account-fields.tsx';
import { RegisterContactFields } from './register-contact-fields.tsx';
import { RegisterPersonalFields } from './register-personal-fields.tsx';

type RegisterFormProps = {
  affcode: string;
  onRegistered: (answer: RegisterAnswer) => Promise<void> | void;
};

/** The proof-of-work check, submit and the ways out; registered last, so a failed submit focuses fields in order. */
function RegisterSecuritySection({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const openLogin = useUiStore((s) => s.openLogin);
  const { challenge } = model;
  return (
    <fieldset className="card register-section">
      <legend className="section-title">{t('auth.register.security')}</legend>
      <ChallengeWidget
        challenge={challenge.data}
        failed={challenge.isError}
        onRetry={challenge.retry}
        onSolved={challenge.onSolved}
        error={model.fieldError('securityCode')}
      />
      <Button type="submit" block loading={model.busy} disabled={!challenge.solved}>
        {t('auth.register.submit')}
      </Button>
      <p className="auth-switch">
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className="auth-link auth-link-button" onClick={() => openLogin()}>
          {t('auth.login.submit')}
        </button>
      </p>
      <Link className="auth-link" to={`/${lang}/forgotPassword`}>
        {t('auth.login.forgot')}
      </Link>
    </fieldset>
  );
}

/** Every field of spec 000 section 2.5: one column on a phone, two on a desktop. */
export function RegisterForm({ affcode, onRegistered }: RegisterFormProps) {
  const model = useRegisterForm(affcode, onRegistered);
  return (
    <form
      className="register-form"
      noValidate
      onSubmit={model.submit}
      aria-describedby={model.refusal ? 'register-refusal' : undefined}
    >
      {model.refusal && (
        <p id="register-refusal" className="notice notice-error register-refusal" role="alert">
          {model.refusal}
        </p>
      )}
      <div className="register-grid">
        <RegisterPersonalFields model={model} />
        <RegisterContactFields model={model} />
        <RegisterAccountFields model={model} />
        <RegisterSecuritySection model={model} />
      </div>
    </form>
  );
}
