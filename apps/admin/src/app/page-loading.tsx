import { Spinner } from '@bet/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';

/** What stands in for a page while its code or the signed-in check loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner size={32} label={t('common.loading')} />
    </div>
  );
}
