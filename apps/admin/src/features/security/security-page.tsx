import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useStaff } from '../../shared/session/me-query.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useTotpDisable } from './api/totp.ts';
import { CodeForm } from './code-form.tsx';
import { TotpSetupCard } from './totp-setup-card.tsx';
import './security.css';

/** The staff member's own account: two-factor sign-in with an authenticator app. */
export function SecurityPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const disable = useTotpDisable();
  return (
    <TitledSection titleId="security-title" title={t('nav.security')} className="page security-area">
      <p className="muted security-lead">{t('security.lead', { name: me.username })}</p>
      <h2 className="section-title">{t('security.totp')}</h2>
      {me.totpEnabled ? (
        <div className="card security-card">
          <p className="security-state is-on">{t('security.on')}</p>
          <p className="muted">{t('security.disableText')}</p>
          <CodeForm
            submitLabel={t('security.disable')}
            variant="danger"
            pending={disable.isPending}
            onCode={(otp) => disable.mutate({ otp })}
          >
            {disable.error && <ErrorNotice>{errorText(disable.error, t, 'updateFailed')}</ErrorNotice>}
          </CodeForm>
        </div>
      ) : (
        <>
          {disable.isSuccess && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
          <TotpSetupCard />
        </>
      )}
    </TitledSection>
  );
}
