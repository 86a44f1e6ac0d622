// A live socket client (spec 001 section 4, Socket): open only while something is
// subscribed, topics reference-counted, reconnect after 1 s up to 5 times, then re-subscribe and
// tell the listeners to refetch what they may have missed. Out of attempts it says so, for the notice.
import type { ClientFrame, ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { pack, unpack } from 'msgpackr';

export type LiveFrame = ServerFrame | { t: 'reconnected' };
export type LiveListener = (frame: LiveFrame) => void;

export const RECONNECT_DELAY_MS = 1000;
export const MAX_RECONNECTS = 5;

/** How a dropped socket is tried again: the wait before attempt n (from 1), and how many attempts. */
export type ReconnectPolicy = { delayMs: (attempt: number) => number; maxAttempts: number };
const LIVE_RECONNECT: ReconnectPolicy = { delayMs: () => RECONNECT_DELAY_MS, maxAttempts: MAX_RECONNECTS };

const OPEN = 1;

/** What the manager uses of a browser WebSocket; tests pass a fake class. */
export type SocketLike = {
  binaryType: BinaryType;
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: Uint8Array): void;
  close(): void;
};
export type SocketClass = new (url: string) => SocketLike;

type Entry = { topics: ReadonlySet<string>; listener: LiveListener };

/** Frames name no topic: a match's frame goes to those watching every live match or that one. */
function wants(entry: Entry, frame: LiveFrame): boolean {
  if (!('id' in frame)) return true;
  return entry.topics.has('live') || entry.topics.has(`m:${frame.id}`);
}

export type LiveSocketManager = {
  subscribe(topics: readonly string[], listener: LiveListener): () => void;
  /** After giving up: tries again at once, attempts counted afresh. */
  retry(): void;
};

type LiveSocketOptions = {
  Socket: SocketClass;
  url: () => string;
  /** true when the last reconnect attempt failed; false once a socket opens or nothing needs one. */
  onGiveUp?: (down: boolean) => void;
  /** The live pages' policy unless given. */
  reconnect?: ReconnectPolicy;
};

export function createLiveSocket(options: LiveSocketOptions): LiveSocketManager {
  const policy = options.reconnect ?? LIVE_RECONNECT;
  const counts = new Map<string, number>();
  const entries = new Set<Entry>();
  let socket: SocketLike | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let down = false;

  const setDown = (value: boolean) => {
    if (down === value) return;
    down = value;
    options.onGiveUp?.(value);
  };

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(pack(frame));
  };
  const deliver = (frame: LiveFrame) => {
    for (const entry of [...entries]) if (entries.has(entry) && wants(entry, frame)) entry.listener(frame);
  };

  function connect(reconnecting: boolean): void {
    retry = undefined;
    const ws = new options.Socket(options.url());
    ws.binaryType = 'arraybuffer';
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
      setDown(false);
      send({ op: 'sub', topics: [...counts.keys()] });
      if (reconnecting) deliver({ t: 'reconnected' });
    };
    ws.onmessage = (event) => {
      if (!(event.data instanceof ArrayBuffer)) return;
      let frame: ServerFrame;
      try {
        frame = unpack(new Uint8Array(event.data)) as ServerFrame;
      } catch {
        return;
      }
      deliver(frame);
    };
    ws.onclose = () => {
      socket = undefined;
      if (entries.size === 0) return;
      if (attempts >= policy.maxAttempts) return setDown(true);
      attempts += 1;
      retry = setTimeout(() => connect(true), policy.delayMs(attempts));
    };
  }

  function disconnect(): void {
    clearTimeout(retry);
    retry = undefined;
    attempts = 0;
    setDown(false);
    if (!socket) return;
    // Closing on purpose: no reconnect.
    socket.onclose = null;
    socket.onmessage = null;
    socket.onopen = null;
    socket.close();
    socket = undefined;
  }

  function subscribe(topics: readonly string[], listener: LiveListener): () => void {
    if (topics.length === 0) return () => {};
    const entry: Entry = { topics: new Set(topics), listener };
    entries.add(entry);
    const fresh = [...entry.topics].filter((topic) => {
      const n = counts.get(topic) ?? 0;
      counts.set(topic, n + 1);
      return n === 0;
    });
    if (!socket && !retry) {
      // Down (never up, or out of attempts): a new subscription starts over.
      attempts = 0;
      connect(false);
    } else if (fresh.length > 0) send({ op: 'sub', topics: fresh });

    let done = false;
    return () => {
      if (done) return;
      done = true;
      entries.delete(entry);
      const gone = [...entry.topics].filter((topic) => {
        const n = (counts.get(topic) ?? 1) - 1;
        if (n > 0) counts.set(topic, n);
        else counts.delete(topic);
        return n <= 0;
      });
      if (entries.size === 0) disconnect();
      else if (gone.length > 0) send({ op: 'unsub', topics: gone });
    };
  }

  return {
    subscribe,
    retry: () => {
      if (socket || retry || entries.size === 0) return;
      attempts = 0;
      connect(true);
    },
  };
}
