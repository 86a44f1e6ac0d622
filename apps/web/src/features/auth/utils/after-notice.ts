import { useNotifyStore } from '../../../shared/stores/notify-store.ts';

/**
 * Runs `next` once the notification dialog is closed (or at once if none shows), so a following dialog
 * such as the login popup does not cover the notice.
 */
export function afterNotice(next: () => void): void {
  if (useNotifyStore.getState().status === 0) {
    next();
    return;
  }
  const stop = useNotifyStore.subscribe((state) => {
    if (state.status !== 0) return;
    stop();
    next();
  });
}
