// The theme's base rules come first in the CSS bundle, so component styles can refine them.
import '@bet/ui/theme/theme.css';
import { Button } from '@bet/ui/button.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../shared/session/api/get-user-data.ts';
import { useReloadCheck } from '../../shared/site/use-reload-check.ts';
import './layout.css';
import './footer.css';

type ShellSkeletonProps = {
  failed?: boolean;
  onRetry?: () => void;
  /** For a bare route: only the page's box, no header, menus or footer. */
  bare?: boolean;
};

/** The page's box when it could not load: the load-error notice and, where given, a retry. */
export function FailedPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <div className="notice notice-error" role="alert">
        <span>{t('common.loadError', 'Bağlantı kurulamadı.')}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.retry', 'Tekrar dene')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The shell's outline while settings, user and language load: the same boxes as the real layout, so nothing shifts. */
export function ShellSkeleton({ failed = false, onRetry, bare = false }: ShellSkeletonProps) {
  useReloadCheck(userQuery.queryKey);
  const page = failed ? (
    <FailedPage onRetry={onRetry} />
  ) : (
    <div className="page" aria-hidden="true">
      <Skeleton height={160} />
      <Skeleton height={24} width="40%" />
      <div className="skeleton-grid">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} height={92} />
        ))}
      </div>
    </div>
  );
  if (bare)
    return (
      <div className="shell shell-bare" aria-busy={!failed}>
        <div className="shell-body">
          <main className="main">{page}</main>
        </div>
      </div>
    );
  return (
    <div className="shell" aria-busy={!failed}>
      <header className="header top-bar header-skeleton">
        <Skeleton width={120} height={28} />
      </header>
      <div className="shell-body">
        <aside className="shell-sidebar shell-sidebar-skeleton" aria-hidden="true">
          <Skeleton height={44} />
          <Skeleton lines={8} height={36} />
        </aside>
        <main className="main">{page}</main>
        <aside className="shell-slip shell-slip-skeleton" aria-hidden="true">
          <Skeleton height={240} />
        </aside>
      </div>
      <nav className="footer footer-skeleton" aria-hidden="true" />
    </div>
  );
}
