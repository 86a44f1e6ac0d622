import { TvIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { ServiceListScreen } from '../components/service-list-screen.tsx';
import { settingIds, TV_SEARCH_MIN } from '../lib/service-lists.ts';
import '../casino.css';

/** LiveTvGames (spec 002 §2): the TV games of the site's providers, played in a frame above the list. */
export default function TvGamesPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <ServiceListScreen
      title={t('casino.tv.title')}
      listIds={settingIds(settings.tvgames_ids)}
      emptyTitle={t('casino.tv.empty')}
      icon={<TvIcon size={30} />}
      searchMin={TV_SEARCH_MIN}
      tv
    />
  );
}
