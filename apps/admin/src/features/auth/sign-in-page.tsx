import { useTranslation } from 'react-i18next';
import { SignInForm } from './sign-in-form.tsx';
import './sign-in.css';

type SignInPageProps = {
  /** Why the form is shown instead of the page asked for ("please log in first"). */
  notice?: 'loginRequired';
};

/** The back office's sign-in: its own address, and in place of any page opened while signed out. */
export function SignInPage({ notice }: SignInPageProps) {
  const { t } = useTranslation();
  return (
    <main className="sign-in">
      <section className="card sign-in-card" aria-labelledby="sign-in-title">
        <p className="sign-in-product">{t('layout.backOffice')}</p>
        <h1 className="page-title" id="sign-in-title">
          {t('auth.title')}
        </h1>
        {notice && (
          <p className="notice notice-warning" role="status">
            {t(`messages.${notice}`)}
          </p>
        )}
        <SignInForm />
      </section>
    </main>
  );
}
