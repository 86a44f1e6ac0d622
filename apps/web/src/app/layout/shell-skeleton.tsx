import { useTranslation } from 'react-i18next';

/** The shell's outline while settings, user and language load: same boxes as the real layout, so nothing shifts. */
export function ShellSkeleton({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="shell" aria-busy={!failed}>
      <header className="header skeleton-bar" />
      <main className="main">
        {failed ? (
          <div className="notice notice-error" role="alert">
            <span>{t('common.loadError', 'Bağlantı kurulamadı.')}</span>
            {onRetry && (
              <button type="button" className="button" onClick={onRetry}>
                {t('common.retry', 'Tekrar dene')}
              </button>
            )}
          </div>
        ) : (
          <div className="skeleton-block" />
        )}
      </main>
      <nav className="footer skeleton-bar" />
    </div>
  );
}
