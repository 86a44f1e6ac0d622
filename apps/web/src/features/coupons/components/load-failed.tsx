import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { WarningIcon } from '../../../shared/ui/icons.tsx';

/** Something that did not load, with a button to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-error" role="alert">
      <WarningIcon size={20} />
      <span>{t('common.loadError')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
