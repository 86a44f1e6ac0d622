import { Button } from '@bet/ui/button.tsx';
import { WarningIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useLiveLinkStore } from '../../shared/stores/live-link-store.ts';
import './overlays.css';

/** doNotConnectedSocketError while the live socket has given up (spec 001 section 4), with a retry. */
export function LiveLinkNotice() {
  const { t } = useTranslation();
  const { down, retry } = useLiveLinkStore();
  if (!down) return null;
  return (
    <div className="notice notice-error live-link-notice" role="alert">
      <WarningIcon size={20} />
      <span>{t('common.errors.doNotConnectedSocketError')}</span>
      {retry && (
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
