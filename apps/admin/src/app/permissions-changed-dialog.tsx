import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { usePermissionsChangedStore } from '../shared/session/permissions-changed-store.ts';
import { useLogout } from '../shared/session/use-logout.ts';

/** Any call answered "permissions changed": the only way on is a fresh sign-in. */
export function PermissionsChangedDialog() {
  const { t } = useTranslation();
  const changed = usePermissionsChangedStore((s) => s.changed);
  const logout = useLogout();
  return (
    <Dialog
      open={changed}
      onClose={() => undefined}
      dismissible={false}
      title={t('layout.permissionsChangedTitle')}
      actions={
        <Button loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('layout.logout')}
        </Button>
      }
    >
      <p className="dialog-message">{t('messages.permissionsChanged')}</p>
    </Dialog>
  );
}
