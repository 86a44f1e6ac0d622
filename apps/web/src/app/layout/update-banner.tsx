import { SyncIcon } from '@bet/ui/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { useUpdateAvailable } from '../../shared/site/update-store.ts';
import './overlays.css';

/** "New version available! Click to update!" while a newer build waits (spec 000 section 2.3). */
export function UpdateBanner() {
  const { t } = useTranslation();
  if (!useUpdateAvailable()) return null;
  return (
    <button
      type="button"
      className="update-banner"
      onClick={() => void import('../../shared/site/service-worker.ts').then((m) => m.applyUpdate())}
    >
      <SyncIcon size={20} />
      {t('layout.update')}
    </button>
  );
}
