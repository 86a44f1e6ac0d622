import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import QRCode from 'react-qr-code';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useTotpConfirm, useTotpSetup } from './api/totp.ts';
import { CodeForm } from './code-form.tsx';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Turning two-factor sign-in on: a new secret as a QR code, then a code from it to confirm. */
export function TotpSetupCard() {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const secret = setup.data;

  if (!secret) {
    return (
      <div className="card security-card">
        <p className="security-state">{t('security.off')}</p>
        <p className="muted">{t('security.offText')}</p>
        {setup.error && <ErrorNotice>{errorText(setup.error, t)}</ErrorNotice>}
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          {t('security.start')}
        </Button>
      </div>
    );
  }

  return (
    <div className="card security-card">
      <ol className="security-steps">
        <li>{t('security.scan')}</li>
        <li>{t('security.enterCode')}</li>
      </ol>
      <div className="security-qr">
        <QRCode value={secret.uri} size={176} title={t('security.qrTitle')} />
      </div>
      <p className="security-secret">
        <span className="muted">{t('security.secret')}</span>
        <code>{grouped(secret.secret)}</code>
      </p>
      <details className="security-uri">
        <summary>{t('security.uri')}</summary>
        <code>{secret.uri}</code>
      </details>
      <CodeForm
        submitLabel={t('security.confirm')}
        pending={confirm.isPending}
        onCode={(otp) => confirm.mutate({ secret: secret.secret, otp })}
      >
        {confirm.error && <ErrorNotice>{errorText(confirm.error, t, 'updateFailed')}</ErrorNotice>}
      </CodeForm>
    </div>
  );
}
