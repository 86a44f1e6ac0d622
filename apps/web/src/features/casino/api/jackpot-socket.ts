// The app's one jackpot socket, shared by every jackpot block on screen; says when it gave up.
import {
  createJackpotSocket,
  type JackpotListener,
  type JackpotSocket,
} from '@bet/api-client/jackpot-socket';
import { create } from 'zustand';
import { liveSocketUrl } from '../../../shared/sportsbook/live/live-socket.ts';

/** Whether the jackpot socket ran out of reconnect attempts (the block then offers a retry). */
export const useJackpotLink = create<{ down: boolean }>(() => ({ down: false }));

let shared: JackpotSocket | undefined;

/** Listens to the jackpot frames (and { t: 'reconnected' }: refetch then); returns the unsubscribe. */
export function subscribeJackpots(listener: JackpotListener): () => void {
  shared ??= createJackpotSocket({
    Socket: WebSocket,
    url: liveSocketUrl,
    onDown: (down) => useJackpotLink.setState({ down }),
  });
  return shared.subscribe(listener);
}

/** Tries the jackpot socket again after it gave up. */
export const retryJackpots = (): void => shared?.retry();
