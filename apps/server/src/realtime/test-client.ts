// Live socket clients for tests: the server listening on a free port, and a client that decodes frames.
import type { ClientFrame, ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import WebSocket from 'ws';
import type { AppInstance } from '../http/app-instance.ts';
import { decode, encode } from './codec.ts';

/** Redis is always there in development and CI. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Listens on 127.0.0.1 on a free port; returns the live socket's URL. */
export async function listenForSockets(app: AppInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the server is not listening on a port');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export type LiveClient = {
  socket: WebSocket;
  send(frame: ClientFrame): void;
  /** The next frame not yet taken, in arrival order. */
  next(): Promise<ServerFrame>;
  /** Pings and waits for the pong: everything sent before it has been handled by the server. */
  roundTrip(): Promise<void>;
  closed: Promise<number>;
  close(): Promise<void>;
};

/** `headers` carry a session (cookie or Bearer) or a site's host, as a browser's upgrade request would. */
export async function connectLive(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
  const socket = new WebSocket(url, { headers });
  const frames: ServerFrame[] = [];
  const waiters: ((frame: ServerFrame) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const frame = decode(data) as ServerFrame;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = () => {
    const frame = frames.shift();
    return frame ? Promise.resolve(frame) : new Promise<ServerFrame>((resolve) => waiters.push(resolve));
  };
  return {
    socket,
    send: (frame) => socket.send(encode(frame)),
    next,
    async roundTrip() {
      socket.send(encode({ op: 'ping' }));
      const frame = await next();
      if (frame.t !== 'pong') throw new Error(`expected pong, got ${JSON.stringify(frame)}`);
    },
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close();
      await closed;
    },
  };
}
