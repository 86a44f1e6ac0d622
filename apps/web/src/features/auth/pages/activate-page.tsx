import { Button, buttonClass } from '@bet/ui/button.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useActivate } from '../api/activate.ts';
import { StatusCard } from '../components/status-card.tsx';
import { errorMessage } from '../utils/error-message.ts';
import '../components/auth.css';

/** activate/:code, the e-mailed activation link: activates the account, then offers the login popup. */
export default function ActivatePage() {
  const { t } = useTranslation();
  const { lang = 'tr', code = '' } = useParams();
  const activate = useActivate();
  const openLogin = useUiStore((s) => s.openLogin);
  const started = useRef(false);

  useEffect(() => {
    // A code works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    activate.mutate(code, { onSuccess: () => openLogin() });
  }, [activate, code, openLogin]);

  if (activate.isSuccess) {
    return (
      <section className="auth-screen">
        <StatusCard state="success" title={t('auth.activate.success')} text={activate.data.msg}>
          <Button block onClick={() => openLogin()}>
            {t('auth.login.submit')}
          </Button>
        </StatusCard>
      </section>
    );
  }
  if (activate.isError) {
    return (
      <section className="auth-screen">
        <StatusCard state="error" title={t('auth.activate.failed')} text={errorMessage(activate.error, t)}>
          <Link className={buttonClass('primary', 'md', true)} to={`/${lang}/`}>
            {t('auth.home')}
          </Link>
        </StatusCard>
      </section>
    );
  }
  return (
    <section className="auth-screen">
      <StatusCard state="pending" title={t('auth.activate.pending')} />
    </section>
  );
}
