// A server for the fan-out benchmark: `app` is the real server publishing through its live hub,
// `bare` a bare `ws` server broadcasting the same frames, encoded once each, to every client.
import { LIVE_TOPIC } from '@bet/domain/sportsbook/live-protocol';
import { WebSocketServer } from 'ws';
import { decode, encode } from '../../apps/server/src/realtime/codec.ts';
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { announceServer } from '../lib/child-server.ts';
import { planFromArgs, publishWhenSubscribed } from './publisher.ts';

const mode = process.argv[2];
const plan = planFromArgs(process.argv.slice(3));

async function startBare() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', maxPayload: 64 * 1024 });
  await new Promise((resolve) => wss.once('listening', resolve));
  let subscribed = 0;
  wss.on('connection', (socket) => {
    socket.once('message', (data: Buffer) => {
      if ((decode(data) as { op?: string }).op === 'sub') subscribed++;
    });
  });
  const address = wss.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  announceServer({ port, close: () => new Promise<void>((resolve) => wss.close(() => resolve())) });
  await publishWhenSubscribed(
    plan,
    () => subscribed,
    (_topic, frame) => {
      const data = encode(frame);
      for (const socket of wss.clients) socket.send(data);
    },
  );
}

async function startApp() {
  const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  announceServer(server);
  const { hub } = server.app.realtime;
  await publishWhenSubscribed(
    plan,
    () => hub.subscribers(LIVE_TOPIC),
    (topic, frame) => hub.publish([topic], frame),
  );
}

await (mode === 'bare' ? startBare() : startApp());
