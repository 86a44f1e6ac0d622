import { JACKPOT_TOPIC } from '@bet/domain/casino/jackpot-frames';
import { LIVE_TOPIC, type ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { encode } from './codec.ts';

/** What the hub needs of a connected websocket (the `ws` library's WebSocket has it). */
export type LiveSocket = {
  readonly readyState: number;
  /** Bytes queued for the socket and not yet handed to the network. */
  readonly bufferedAmount: number;
  send(data: Buffer): void;
  close(code: number, reason: string): void;
};

export type HubStats = { sockets: number; topics: number; dropped: number };

const OPEN = 1;
/** A socket with more than this queued is a slow consumer: dropped, to reconnect and refetch. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
export const MAX_TOPICS_PER_SOCKET = 2_000;
/** "Try again later": the client reconnects and fetches the state afresh. */
export const SLOW_CONSUMER_CLOSE_CODE = 1013;

const MATCH_TOPIC = /^m:\d{1,12}$/;

/** The topics a client may subscribe to: every live match, one match, or the jackpots. */
export const isLiveTopic = (topic: string): boolean =>
  topic === LIVE_TOPIC || topic === JACKPOT_TOPIC || MATCH_TOPIC.test(topic);

/** The signed-in user a socket was opened by, as far as private topics care; null for a visitor. */
export type SocketOwner = { userId: number; siteId: number; dealerPath: readonly number[] } | null;

/** The connected live sockets and what each watches; fans each frame out once per socket. */
export class LiveHub {
  readonly #topicsOf = new Map<LiveSocket, Set<string>>();
  readonly #socketsOf = new Map<string, Set<LiveSocket>>();
  readonly #private = new Map<string, (owner: SocketOwner) => string[]>();
  #dropped = 0;

  /**
   * A topic a client names that the server expands into topics of the socket's owner (a player's own
   * notifications); clients can never name the expanded ones themselves.
   */
  definePrivateTopic(name: string, expand: (owner: SocketOwner) => string[]): void {
    this.#private.set(name, expand);
  }

  isPrivateTopic(topic: string): boolean {
    return this.#private.has(topic);
  }

  /** The topics a client's list stands for: public ones as they are, private ones expanded for the owner. */
  expand(topics: readonly string[], owner: SocketOwner): string[] {
    return topics.flatMap((topic) => this.#private.get(topic)?.(owner) ?? [topic]);
  }

  add(socket: LiveSocket): void {
    if (!this.#topicsOf.has(socket)) this.#topicsOf.set(socket, new Set());
  }

  remove(socket: LiveSocket): void {
    const topics = this.#topicsOf.get(socket);
    if (!topics) return;
    this.#topicsOf.delete(socket);
    for (const topic of topics) this.#leave(socket, topic);
  }

  /** Adds the topics (already validated), or none of them when the socket would hold too many. */
  subscribe(socket: LiveSocket, topics: readonly string[]): 'ok' | 'tooManyTopics' {
    const held = this.#topicsOf.get(socket);
    if (!held) return 'ok';
    const fresh = new Set(topics.filter((topic) => !held.has(topic)));
    if (held.size + fresh.size > MAX_TOPICS_PER_SOCKET) return 'tooManyTopics';
    for (const topic of fresh) {
      held.add(topic);
      let sockets = this.#socketsOf.get(topic);
      if (!sockets) {
        sockets = new Set();
        this.#socketsOf.set(topic, sockets);
      }
      sockets.add(socket);
    }
    return 'ok';
  }

  unsubscribe(socket: LiveSocket, topics: readonly string[]): void {
    const held = this.#topicsOf.get(socket);
    if (!held) return;
    for (const topic of topics) {
      if (held.delete(topic)) this.#leave(socket, topic);
    }
  }

  /** Sends the frame, encoded once, to every socket watching any of the topics; returns how many got it. */
  publish(topics: readonly string[], frame: ServerFrame): number {
    const [first] = topics;
    if (first === undefined) return 0;
    let audience: Iterable<LiveSocket> | undefined;
    if (topics.length === 1) audience = this.#socketsOf.get(first);
    else {
      const union = new Set<LiveSocket>();
      for (const topic of topics) for (const socket of this.#socketsOf.get(topic) ?? []) union.add(socket);
      audience = union;
    }
    if (!audience) return 0;
    const data = encode(frame);
    let sent = 0;
    const slow: LiveSocket[] = [];
    for (const socket of audience) {
      if (socket.readyState !== OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) slow.push(socket);
      else {
        socket.send(data);
        sent++;
      }
    }
    // After the walk: dropping edits the sets being walked.
    for (const socket of slow) this.#dropSlowConsumer(socket);
    return sent;
  }

  /** How many sockets watch the topic. */
  subscribers(topic: string): number {
    return this.#socketsOf.get(topic)?.size ?? 0;
  }

  stats(): HubStats {
    return { sockets: this.#topicsOf.size, topics: this.#socketsOf.size, dropped: this.#dropped };
  }

  #dropSlowConsumer(socket: LiveSocket): void {
    this.#dropped++;
    this.remove(socket);
    socket.close(SLOW_CONSUMER_CLOSE_CODE, 'slow consumer');
  }

  #leave(socket: LiveSocket, topic: string): void {
    const sockets = this.#socketsOf.get(topic);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.#socketsOf.delete(topic);
  }
}
