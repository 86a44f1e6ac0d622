import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { safeNextUrl } from '../utils/form-helpers.ts';
import { LoginFields } from './login-fields.tsx';
import './auth.css';

function LoginPopupForm({ then, onClose }: { then: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const form = useLoginForm(() => {
    onClose();
    const next = safeNextUrl(then);
    if (next) void navigate(next);
  });
  const registration = settings.register_disabled !== 1;
  return (
    <form className="form" noValidate onSubmit={form.submit}>
      <LoginFields form={form} autoFocus />
      {registration && (
        <Link className="auth-link auth-forgot" to={`/${lang}/forgotPassword`} onClick={onClose}>
          {t('auth.login.forgot')}
        </Link>
      )}
      <Button type="submit" block loading={form.busy} disabled={form.blocked}>
        {t('auth.login.submit')}
      </Button>
      {registration && (
        <p className="auth-switch">
          {t('auth.login.noAccount')}{' '}
          <Link className="auth-link" to={`/${lang}/register`} onClick={onClose}>
            {t('auth.login.register')}
          </Link>
        </p>
      )}
    </form>
  );
}

/** The login popup of spec 000 section 2.4, opened through the ui-store (`openLogin(then?)`). */
export function LoginPopup() {
  const { t } = useTranslation();
  const loginPopup = useUiStore((s) => s.loginPopup);
  const closeLogin = useUiStore((s) => s.closeLogin);
  return (
    <Dialog open={loginPopup.open} onClose={closeLogin} title={t('auth.login.title')} className="auth-popup">
      <LoginPopupForm then={loginPopup.then} onClose={closeLogin} />
    </Dialog>
  );
}
