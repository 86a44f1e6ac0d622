import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { openCasino } from '../api/open-casino.ts';
import type { LaunchTarget } from '../lib/game-query.ts';
import { runLaunch } from '../lib/run-launch.ts';
import { useLaunchStore } from './launch-store.ts';

/** Opens a game the way spec 002 §2 says (see runLaunch); every casino list starts games through it. */
export function useGameLaunch(): (target: LaunchTarget) => Promise<void> {
  const { t } = useTranslation();
  const signedIn = useUser() !== null;
  const { pathname } = useLocation();
  const openLogin = useUiStore((s) => s.openLogin);
  return useCallback(
    (target: LaunchTarget) => {
      const launch = useLaunchStore.getState();
      return runLaunch(target, {
        signedIn,
        pathname,
        openLogin,
        open: openCasino,
        busy: launch.setBusy,
        overlay: launch.showOverlay,
        navigate: (url) => window.location.assign(url),
        fail: (message) => useNotifyStore.getState().notifyThenReset(2, message),
        t,
      });
    },
    [signedIn, pathname, openLogin, t],
  );
}
