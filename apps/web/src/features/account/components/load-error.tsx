import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';

/** Something that did not load: why, and a button to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-error" role="alert">
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('account.errors.retry')}
      </Button>
    </div>
  );
}
