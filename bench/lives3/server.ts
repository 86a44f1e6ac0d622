// Servers for the lives3 benchmark: `app` is the real server holding 1,000 live matches, `bare` a bare
// Fastify route answering a tiny body and ones answering the very bytes of lives3's answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { CATALOG_CHANNEL } from '../../apps/server/src/modules/catalog/catalog-service.ts';
import { upsertReference } from '../../apps/server/src/modules/catalog/reference-repo.ts';
import { REFERENCE_DATA } from '../../apps/server/src/modules/feed/simulator/reference-data.ts';
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { announceServer } from '../lib/child-server.ts';
import type { SavedAnswer } from './index.ts';
import { liveFootballMatches } from './live-matches.ts';

const mode = process.argv[2];
const LIVE_MATCHES = 1000;
const TICK_MS = 20;

/** Bare routes: a tiny answer, and the answers saved in `dir` sent as the client received them. */
async function startBare(dir: string) {
  const app = Fastify({ logger: false });
  const saved = async (file: string) => {
    const { headers, body } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as SavedAnswer;
    const bytes = Buffer.from(body, 'base64');
    return async (_req: unknown, reply: FastifyReply) => reply.headers(headers).send(bytes);
  };
  app.post('/bare', async () => ({ status: true }));
  app.post('/bare-page', await saved('page.json'));
  app.post('/bare-whole', await saved('whole.json'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => app.close() };
}

async function startApp() {
  const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL });
  await upsertReference(server.database.db, REFERENCE_DATA);
  await server.app.catalog.reload();
  const matches = liveFootballMatches(LIVE_MATCHES, new Date());
  for (const match of matches) server.app.catalog.store.put(match);
  // The list keeps moving as in play: a clock tick on one of the matches every 20 ms (each one every 20 s).
  let next = 0;
  const ticker = setInterval(() => {
    const match = server.app.catalog.store.get(matches[next++ % matches.length]?.id ?? 0);
    if (!match) return;
    const clock = { ...match.state.clock, minute: match.state.clock.minute + 1 };
    server.app.realtime.bus.publish(CATALOG_CHANNEL, {
      kind: 'delta',
      delta: { t: 'match', id: match.id, v: match.version + 1, state: { ...match.state, clock } },
    });
  }, TICK_MS);
  return {
    ...server,
    close: async () => {
      clearInterval(ticker);
      await server.close();
    },
  };
}

announceServer(mode === 'bare' ? await startBare(process.argv[3] ?? '') : await startApp());
