import type { ClientFrame, ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import fastifyWebsocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { AppInstance } from '../http/app-instance.ts';
import { decode, encode } from './codec.ts';
import { isLiveTopic, type LiveHub, MAX_TOPICS_PER_SOCKET, type SocketOwner } from './hub.ts';

const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;

/** The frames a client may send: topics public ones, or the hub's private ones (expanded per owner). */
function clientFrameSchema(hub: LiveHub): z.ZodType<ClientFrame> {
  const topic = z
    .string()
    .max(20)
    .refine((t) => isLiveTopic(t) || hub.isPrivateTopic(t));
  const topics = z.array(topic).max(MAX_TOPICS_PER_SOCKET);
  return z.discriminatedUnion('op', [
    z.object({ op: z.literal('sub'), topics }),
    z.object({ op: z.literal('unsub'), topics }),
    z.object({ op: z.literal('ping') }),
  ]);
}

const send = (socket: WebSocket, frame: ServerFrame) => socket.send(encode(frame));

/** The client's frame, or undefined when it is not a binary MessagePack ClientFrame. */
function readFrame(
  schema: z.ZodType<ClientFrame>,
  data: RawData,
  isBinary: boolean,
): ClientFrame | undefined {
  if (!isBinary || !Buffer.isBuffer(data)) return undefined;
  try {
    const parsed = schema.safeParse(decode(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The live socket at GET /ws: public (visitors watch live odds), MessagePack frames both ways. */
export async function registerLiveSocket(app: AppInstance, hub: LiveHub): Promise<void> {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const schema = clientFrameSchema(hub);

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

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, req) => {
    // Who opened the socket (the session's cookie at the upgrade): private topics are theirs alone.
    const owner: SocketOwner = req.actor
      ? { userId: req.actor.userId, siteId: req.actor.siteId, dealerPath: req.actor.dealerPath }
      : null;
    alive.add(socket);
    hub.add(socket);
    socket.on('pong', () => alive.add(socket));
    socket.on('close', () => hub.remove(socket));
    socket.on('message', (data, isBinary) => {
      const frame = readFrame(schema, data, isBinary);
      if (!frame) return send(socket, { t: 'error', key: 'badFrame' });
      if (frame.op === 'ping') return send(socket, { t: 'pong' });
      const topics = hub.expand(frame.topics, owner);
      if (frame.op === 'unsub') return hub.unsubscribe(socket, topics);
      const result = hub.subscribe(socket, topics);
      if (result !== 'ok') send(socket, { t: 'error', key: result });
    });
  });
}
