import type { ClientFrame, ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import fastifyWebsocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { AppInstance } from '../http/app-instance.ts';
import { decode, encode } from './codec.ts';
import { isLiveTopic, type LiveHub, MAX_TOPICS_PER_SOCKET } from './hub.ts';

const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;

const topics = z.array(z.string().max(20).refine(isLiveTopic)).max(MAX_TOPICS_PER_SOCKET);
const clientFrameSchema: z.ZodType<ClientFrame> = z.discriminatedUnion('op', [
  z.object({ op: z.literal('sub'), topics }),
  z.object({ op: z.literal('unsub'), topics }),
  z.object({ op: z.literal('ping') }),
]);

const send = (socket: WebSocket, frame: ServerFrame) => socket.send(encode(frame));

/** The client's frame, or undefined when it is not a binary MessagePack ClientFrame. */
function readFrame(data: RawData, isBinary: boolean): ClientFrame | undefined {
  if (!isBinary || !Buffer.isBuffer(data)) return undefined;
  try {
    const parsed = clientFrameSchema.safeParse(decode(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The live socket at GET /ws: public (visitors watch live odds), MessagePack frames both ways. */
export async function registerLiveSocket(app: AppInstance, hub: LiveHub): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  // Sockets that answered the last ping; the others are gone without a close (phone left coverage).
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    alive.add(socket);
    hub.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => hub.remove(socket));
    socket.on('message', (data, isBinary) => {
      const frame = readFrame(data, isBinary);
      if (!frame) return send(socket, { t: 'error', key: 'badFrame' });
      if (frame.op === 'ping') return send(socket, { t: 'pong' });
      if (frame.op === 'unsub') return hub.unsubscribe(socket, frame.topics);
      const result = hub.subscribe(socket, frame.topics);
      if (result !== 'ok') send(socket, { t: 'error', key: result });
    });
  });
}
