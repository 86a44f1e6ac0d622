import { buttonClass } from '@bet/ui/button.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useHandLogin } from '../../../shared/session/api/hand-login.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { StatusCard } from '../components/status-card.tsx';
import { errorMessage } from '../utils/error-message.ts';
import '../components/auth.css';

/** HandLogin (handLogin?token=…): a hand terminal signs in with its token and goes Home (spec 000 section 2.4). */
export default function HandLoginPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotifyStore((s) => s.notify);
  const handLogin = useHandLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const token = query.get('token')?.trim() ?? '';

  useEffect(() => {
    // A token works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!token) {
      const message = t('auth.errors.tokenNotFound');
      setFailure(message);
      notify(2, message);
      return;
    }
    handLogin.mutate(token, {
      onSuccess: () => void navigate(`/${lang}/`, { replace: true }),
      onError: (err) => {
        const message = errorMessage(err, t);
        setFailure(message);
        notify(2, message);
      },
    });
  }, [token, handLogin, lang, navigate, notify, t]);

  return (
    <section className="auth-screen auth-screen-full">
      {failure ? (
        <StatusCard state="error" title={t('auth.handLogin.failed')} text={failure}>
          <Link className={buttonClass('primary', 'md', true)} to={`/${lang}/`}>
            {t('auth.home')}
          </Link>
        </StatusCard>
      ) : (
        <StatusCard state="pending" title={t('auth.handLogin.pending')} />
      )}
    </section>
  );
}
