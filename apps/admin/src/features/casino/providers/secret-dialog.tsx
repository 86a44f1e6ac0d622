import type { ProviderSecretAnswer } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../shared/ui/copy-field.tsx';

export type ShownSecret = ProviderSecretAnswer['secret'];

/** A provider's signing secret, the one time the server gives it out. */
export function SecretDialog({ secret, onClose }: { secret: ShownSecret; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={secret !== null}
      onClose={onClose}
      title={t('casinoProviders.secret.title', { code: secret?.code ?? '' })}
    >
      {secret && (
        <div className="form">
          <p className="notice notice-warning" role="alert">
            {t('casinoProviders.secret.once')}
          </p>
          <CopyField label={t('casinoProviders.secret.label')} value={secret.value} />
          <div className="form-actions">
            <Button onClick={onClose}>{t('casinoProviders.secret.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
