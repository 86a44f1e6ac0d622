import { CloseIcon } from '@bet/ui/icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { useModal } from '@bet/ui/use-modal.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaunchStore } from '../hooks/launch-store.ts';

/** The game opened in an overlay (iframe 8): full screen, with a close button. */
function GameOverlay({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModal(url !== null);
  return (
    <dialog
      ref={ref}
      className="modal casino-overlay"
      aria-label={t('casino.launch.game')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {url !== null && (
        <>
          <button
            type="button"
            className="icon-button casino-overlay-close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
          <iframe
            className="casino-overlay-frame"
            src={url}
            title={t('casino.launch.game')}
            allowFullScreen
          />
        </>
      )}
    </dialog>
  );
}

/**
 * What a launch shows over the screen: the loading curtain and the overlay game. `embedded` screens
 * (TV games) show the overlay game in a frame of their own instead.
 */
export function LaunchLayer({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const busy = useLaunchStore((s) => s.busy);
  const overlayUrl = useLaunchStore((s) => s.overlayUrl);
  const closeOverlay = useLaunchStore((s) => s.closeOverlay);
  // A game left open belongs to the screen that opened it.
  useEffect(() => () => useLaunchStore.setState({ busy: false, overlayUrl: null }), []);
  return (
    <>
      {busy && (
        <div className="casino-curtain">
          <Spinner size={40} label={t('common.loading')} />
        </div>
      )}
      {!embedded && <GameOverlay url={overlayUrl} onClose={closeOverlay} />}
    </>
  );
}
