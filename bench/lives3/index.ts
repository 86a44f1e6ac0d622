// lives3 benchmark: the live list with 1,000 live matches, beside bare Fastify routes.
import { startChildServer } from '../lib/child-server.ts';
import { load, printTable } from '../lib/load.ts';

const script = new URL('./server.ts', import.meta.url).pathname;

export async function benchLives3(): Promise<void> {
  const bare = await startChildServer(script, ['bare']);
  const baseline = await load({ name: 'bare fastify route', url: `http://127.0.0.1:${bare.port}/bare` });
  const bareLarge = await load({
    name: 'bare route, 2 MB body',
    url: `http://127.0.0.1:${bare.port}/bare-large`,
    connections: 8,
  });
  await bare.stop();

  const server = await startChildServer(script, ['app']);
  const url = `http://127.0.0.1:${server.port}/api/lives3`;
  const rows = [
    bareLarge,
    await load({ name: 'lives3 page of 50', url, body: { sportId: 1, filter: 1, limit: 50 } }),
    await load({ name: 'lives3 all 1,000 live', url, body: { sportId: 1, filter: 1 }, connections: 8 }),
  ];
  await server.stop();
  printTable('lives3 with 1,000 live football matches (loopback)', baseline, rows);
}
