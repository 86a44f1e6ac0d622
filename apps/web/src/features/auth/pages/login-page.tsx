import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { LoginFields } from '../components/login-fields.tsx';
import { SiteLogo } from '../components/site-logo.tsx';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { CLIENT_VERSION } from '../utils/client-version.ts';
import { safeNextUrl } from '../utils/form-helpers.ts';
import '../components/auth.css';

/** The Login page (firstlogin, spec 000 section 2.4): after signing in, to `nextUrl` if it is ours, else Home. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const home = `/${lang}/`;
  const form = useLoginForm(() => {
    const target = safeNextUrl(query.get('nextUrl')) ?? home;
    // With login_screen 0 the route guard sends a signed-in player Home at once, so an in-app
    // navigation elsewhere could lose that race: load the target instead.
    if (target === home || settings.login_screen === 1) void navigate(target, { replace: true });
    else window.location.assign(target);
  });
  const registration = settings.register_disabled !== 1;
  return (
    <section className="auth-screen auth-screen-full">
      <div className="auth-card card">
        <SiteLogo />
        <h1 className="page-title auth-title">{t('auth.login.pageTitle')}</h1>
        <form className="form" noValidate onSubmit={form.submit}>
          <LoginFields form={form} autoFocus />
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={form.busy || form.blocked}
            aria-busy={form.busy || undefined}
          >
            {form.busy ? (
              <>
                <span aria-hidden="true">...</span>
                <span className="visually-hidden">{t('auth.login.busy')}</span>
              </>
            ) : (
              t('auth.login.submit')
            )}
          </button>
        </form>
        {registration && (
          <div className="auth-links">
            <Link className="auth-link" to={`/${lang}/forgotPassword`}>
              {t('auth.login.forgot')}
            </Link>
            <Link className="auth-link" to={`/${lang}/register`}>
              {t('auth.login.register')}
            </Link>
          </div>
        )}
        <p className="auth-version muted">{t('auth.login.version', { version: CLIENT_VERSION })}</p>
      </div>
    </section>
  );
}
