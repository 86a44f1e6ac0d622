// The jackpot socket (spec 002 §4): the jackpots topic of /ws, with the spec's own reconnect policy:
// after a drop, wait 1 s times the attempt number, at most 10 attempts, then say it is down. The
// connection, codec and re-subscribing are the live socket's; only the policy and the frames differ.
import { JACKPOT_TOPIC, type JackpotFrame } from '@bet/domain/casino/jackpot-frames';
import { createLiveSocket, type LiveFrame, type ReconnectPolicy, type SocketClass } from './live-socket.ts';

export const JACKPOT_RECONNECT_STEP_MS = 1000;
export const JACKPOT_MAX_RECONNECTS = 10;

export const JACKPOT_RECONNECT: ReconnectPolicy = {
  delayMs: (attempt) => JACKPOT_RECONNECT_STEP_MS * attempt,
  maxAttempts: JACKPOT_MAX_RECONNECTS,
};

/** A jackpot frame, or word that the socket is back and the pots should be fetched afresh. */
export type JackpotSocketFrame = JackpotFrame | { t: 'reconnected' };
export type JackpotListener = (frame: JackpotSocketFrame) => void;

export type JackpotSocket = {
  subscribe(listener: JackpotListener): () => void;
  /** After giving up: tries again at once, attempts counted afresh. */
  retry(): void;
};

type JackpotSocketOptions = {
  Socket: SocketClass;
  url: () => string;
  /** true once the last attempt failed; false when a socket opens again. */
  onDown?: (down: boolean) => void;
};

const JACKPOT_FRAME_KINDS: ReadonlySet<string> = new Set([
  'events',
  'winnercasino',
  'winnerlivecasino',
  'winnersports',
  'reconnected',
]);

const isJackpotFrame = (frame: LiveFrame): frame is JackpotSocketFrame => JACKPOT_FRAME_KINDS.has(frame.t);

export function createJackpotSocket(options: JackpotSocketOptions): JackpotSocket {
  const socket = createLiveSocket({
    Socket: options.Socket,
    url: options.url,
    onGiveUp: options.onDown,
    reconnect: JACKPOT_RECONNECT,
  });
  return {
    subscribe: (listener) =>
      socket.subscribe([JACKPOT_TOPIC], (frame) => {
        if (isJackpotFrame(frame)) listener(frame);
      }),
    retry: socket.retry,
  };
}
