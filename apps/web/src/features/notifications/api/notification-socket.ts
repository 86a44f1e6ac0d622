// The player's own socket for notifications: opened with their session, so the server expands the
// private 'notifications' topic into their site, their account and their dealers' subtrees. A socket
// of its own (like the jackpots'), opened at sign-in and closed at sign-out with its last listener.
import { createLiveSocket, type LiveSocketManager } from '@bet/api-client/live-socket';
import { NOTIFICATIONS_TOPIC } from '@bet/domain/api/notifications';
import { liveSocketUrl } from '../../../shared/sportsbook/live/live-socket.ts';

let shared: LiveSocketManager | undefined;

/** Calls back when a notification arrives, or after a reconnect (one may have been missed). */
export function subscribeNotifications(onNews: () => void): () => void {
  shared ??= createLiveSocket({ Socket: WebSocket, url: liveSocketUrl });
  return shared.subscribe([NOTIFICATIONS_TOPIC], (frame) => {
    if (frame.t === 'notification' || frame.t === 'reconnected') onNews();
  });
}
