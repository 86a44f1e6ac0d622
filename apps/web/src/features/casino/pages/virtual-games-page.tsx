import { GamepadIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { ServiceListScreen } from '../components/service-list-screen.tsx';
import { settingIds } from '../lib/service-lists.ts';
import '../casino.css';

/** LiveVirtual (spec 002 §2): the games of the site's virtual game providers. */
export default function VirtualGamesPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <ServiceListScreen
      title={t('casino.virtual.title')}
      listIds={settingIds(settings.virtualgames_ids)}
      emptyTitle={t('casino.virtual.empty')}
      icon={<GamepadIcon size={30} />}
      searchMin={1}
    />
  );
}
