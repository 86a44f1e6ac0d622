import type { Notification } from '@bet/domain/api/notifications';
import { Button } from '@bet/ui/button.tsx';
import { ArrowBackIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';

/** One notification: title, its banner when it has one, and its HTML (sanitized by the server). */
export function NotificationDetail({
  notification,
  onBack,
}: {
  notification: Notification;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className="page notification-detail" aria-labelledby="notification-title">
      <Button variant="ghost" size="sm" className="content-back" onClick={onBack}>
        <ArrowBackIcon /> {t('common.back')}
      </Button>
      <h1 className="page-title" id="notification-title">
        {notification.title}
      </h1>
      {notification.banner && (
        <ImageWithFallback
          className="notification-banner"
          src={notification.banner}
          alt={notification.title}
        />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it against an allow-list on send (content/pages) */}
      <div className="notification-body" dangerouslySetInnerHTML={{ __html: notification.content }} />
    </article>
  );
}
