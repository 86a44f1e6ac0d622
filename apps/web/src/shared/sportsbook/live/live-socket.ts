// The app's one live socket, shared by every page that shows live data.
import { createLiveSocket, type LiveListener, type LiveSocketManager } from '@bet/api-client/live-socket';
import { useLiveLinkStore } from '../../stores/live-link-store.ts';

export type { LiveFrame, LiveListener } from '@bet/api-client/live-socket';

let shared: LiveSocketManager | undefined;

/** The site's socket address, on this page's host. */
export const liveSocketUrl = (): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

/** Tries the app's socket again after it gave up (the notice's button). */
export const retryLive = (): void => shared?.retry();

/**
 * Subscribes to live topics ('live', 'm:<id>') on the app's socket; returns the unsubscribe.
 * The listener also gets { t: 'reconnected' } after a reconnect: refetch then.
 */
export function subscribeLive(topics: readonly string[], listener: LiveListener): () => void {
  shared ??= createLiveSocket({
    Socket: WebSocket,
    url: liveSocketUrl,
    onGiveUp: (down) => useLiveLinkStore.setState({ down, retry: retryLive }),
  });
  return shared.subscribe(topics, listener);
}
