import { Button } from '@bet/ui/button.tsx';
import { TvIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useLaunchStore } from '../hooks/launch-store.ts';

/** The TV games frame (0.563 of the width high): the opened game, or a prompt to sign in or choose. */
export function TvFrame({ hasGames }: { hasGames: boolean }) {
  const { t } = useTranslation();
  const signedIn = useUser() !== null;
  const openLogin = useUiStore((s) => s.openLogin);
  const url = useLaunchStore((s) => s.overlayUrl);
  // A player facing an empty list has nothing to choose: the list's empty state says so.
  if (signedIn && !url && !hasGames) return null;
  return (
    <div className="casino-tv">
      {!signedIn ? (
        <div className="casino-tv-message">
          <TvIcon size={30} />
          <p>{t('casino.tv.loginToYourAccount')}</p>
          <Button size="sm" onClick={() => openLogin()}>
            {t('casino.tv.login')}
          </Button>
        </div>
      ) : url ? (
        <iframe className="casino-tv-frame" src={url} title={t('casino.launch.game')} allowFullScreen />
      ) : (
        <div className="casino-tv-message">
          <TvIcon size={30} />
          <p>{t('casino.tv.choose')}</p>
        </div>
      )}
    </div>
  );
}
