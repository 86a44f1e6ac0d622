import type { RegisterAnswer } from '@bet/domain/api/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { refreshSignedInUser } from '../../../shared/session/refresh-user.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { RegisterForm } from '../components/register-form.tsx';
import { SmsActivation } from '../components/sms-activation.tsx';
import { afterNotice } from '../utils/after-notice.ts';
import '../components/auth.css';
import '../components/register.css';

/** register/:affcode? pre-fills the promotion code from a referral link. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { lang = 'tr', affcode = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useSiteSettings();
  const notify = useNotifyStore((s) => s.notify);
  const openLogin = useUiStore((s) => s.openLogin);
  const [smsStep, setSmsStep] = useState(false);
  const home = `/${lang}/`;

  // Spec 000 section 2.5: activation 0 signs in (Home or the site's redirect path), 1 e-mail, 2 SMS code.
  const onRegistered = async (answer: RegisterAnswer) => {
    if (answer.activation === 2) {
      notify(1, answer.msg);
      setSmsStep(true);
      return;
    }
    if (answer.activation === 1) {
      notify(1, answer.msg);
      void navigate(home, { replace: true });
      return;
    }
    if (!answer.token) {
      // Registered, but the automatic sign-in failed: a warning, and the login popup.
      notify(3, answer.msg);
      await navigate(home, { replace: true });
      afterNotice(openLogin);
      return;
    }
    await refreshSignedInUser(queryClient, answer.userId);
    const redirect = settings.register_redirect_path.trim();
    if (!redirect) {
      notify(1, answer.msg);
      void navigate(home, { replace: true });
      return;
    }
    // The route guard sends a signed-in player away from Register at once: load the target instead.
    window.location.assign(/^(https?:)?\//i.test(redirect) ? redirect : `${home}${redirect}`);
  };

  const onActivated = async (message: string) => {
    notify(1, message);
    await navigate(home, { replace: true });
    afterNotice(openLogin);
  };

  return (
    <section className="page register-page">
      {smsStep ? (
        <div className="auth-screen">
          <SmsActivation onActivated={(m) => void onActivated(m)} />
        </div>
      ) : (
        <>
          <header className="register-head">
            <h1 className="page-title">{t('auth.register.title')}</h1>
            <p className="muted">{t('auth.register.intro')}</p>
          </header>
          <RegisterForm affcode={affcode} onRegistered={onRegistered} />
        </>
      )}
    </section>
  );
}
