// A WebSocket stand-in for the socket clients' tests (live and jackpots).
import type { ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { pack, unpack } from 'msgpackr';
import type { SocketLike } from './live-socket.ts';

/** A WebSocket stand-in: records what the client sends; the test opens, closes and talks for the server. */
export class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  binaryType: BinaryType = 'blob';
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: unknown[] = [];
  closedByClient = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: Uint8Array) {
    this.sent.push(unpack(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  receive(frame: ServerFrame) {
    const bytes = pack(frame);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    this.onmessage?.({ data: buffer } as MessageEvent);
  }
}

export const latest = (): FakeSocket => {
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('no socket made');
  return socket;
};
