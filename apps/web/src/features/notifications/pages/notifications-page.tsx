import { languageByCode } from '@bet/domain/reference/languages';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { BellIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useLiveNotifications, useNotifications, useReadNotification } from '../api/notifications.ts';
import { NotificationDetail } from '../components/notification-detail.tsx';
import '../components/notifications.css';

const idOf = (hash: string): number | null => {
  const id = Number(hash.slice(1));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** notifications (spec 002 §2): the player's titles, newest first; one opens with its id in the hash. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useNotifications();
  useLiveNotifications(true);
  const read = useReadNotification();
  const id = idOf(location.hash);
  const open = list.data?.results.find((n) => n.id === id);
  const openedHere = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const toList = () => navigate({ hash: '' }, { replace: true });

  const unreadOpen = open && !open.read ? open.id : null;
  useEffect(() => {
    if (unreadOpen !== null) read.mutate(unreadOpen);
  }, [unreadOpen, read.mutate]);
  // An id that is not (or no longer) one of theirs: back to the list.
  const missing = id !== null && list.data !== undefined && !open;
  useEffect(() => {
    if (missing) navigate({ hash: '' }, { replace: true });
  }, [missing, navigate]);

  if (open)
    return <NotificationDetail notification={open} onBack={() => (openedHere ? navigate(-1) : toList())} />;

  const when = new Intl.DateTimeFormat(languageByCode(lang).locale, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  let body = (
    <div aria-hidden="true">
      <Skeleton lines={4} height={40} />
    </div>
  );
  if (list.isError) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (list.data?.results.length === 0)
    body = <EmptyState icon={<BellIcon />} title={t('notifications.none')} />;
  else if (list.data) {
    body = (
      <ul className="notification-list">
        {list.data.results.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              className={`notification-row${n.read ? '' : ' unread'}`}
              onClick={() => navigate({ hash: `${n.id}` }, { state: { fromList: true } })}
            >
              <span className="notification-row-title">{n.title}</span>
              {!n.read && <span className="badge">{t('notifications.new')}</span>}
              <time dateTime={n.createdAt}>{when.format(new Date(n.createdAt))}</time>
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="page notifications-page" aria-labelledby="notifications-title">
      <h1 className="page-title" id="notifications-title">
        {t('notifications.title')}
      </h1>
      {body}
    </section>
  );
}
