import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { WarningIcon } from './icons.tsx';

/** Something that did not load, with a button to try again. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={['notice notice-error', className].filter(Boolean).join(' ')} role="alert">
      <WarningIcon size={20} />
      <span>{t('common.loadError')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
