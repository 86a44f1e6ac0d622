import { buttonClass } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { WarningIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown address or a page the staff member's role does not open: the same answer for both. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WarningIcon size={32} />}
      title={t('messages.pageNotFound')}
      action={
        <Link to="/" className={buttonClass('secondary')}>
          {t('nav.dashboard')}
        </Link>
      }
    />
  );
}
