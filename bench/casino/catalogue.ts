// The casino catalogue calls a lobby sends, driven with autocannon as bench/http does, beside a bare
// Fastify route. Goal: p99 under 20 ms.
import { testConfig } from '../../apps/server/src/config.ts';
import { startChildServer } from '../lib/child-server.ts';
import { type LoadResult, load, printTable } from '../lib/load.ts';

const casinoServer = new URL('./server.ts', import.meta.url).pathname;
const bareServer = new URL('../http/server.ts', import.meta.url).pathname;
const GOAL_P99_MS = 20;

const calls = [
  { name: 'casinoList (slots)', path: '/api/casinoList', body: { serviceId: 5 } },
  {
    name: 'getAllSlotsNew fruit',
    path: '/api/getAllSlotsNew',
    body: { masterServiceId: 5, search: 'fruit' },
  },
  { name: 'casinosHome (4 tabs)', path: '/api/casinosHome', body: { serviceId: '2102513,23,17151,1800' } },
];

export async function benchCatalogue(schema: string): Promise<void> {
  const bare = await startChildServer(bareServer, ['bare']);
  const baseline = await load({ name: 'bare fastify route', url: `http://127.0.0.1:${bare.port}/bare` });
  await bare.stop();

  const server = await startChildServer(casinoServer, [], {
    BENCH_SCHEMA: schema,
    BENCH_POOL_SIZE: String(testConfig().databasePoolSize),
  });
  const rows: LoadResult[] = [];
  const sizes: string[] = [];
  try {
    for (const call of calls) {
      const url = `http://127.0.0.1:${server.port}${call.path}`;
      // What one answer weighs, so that a fast but empty answer shows.
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(call.body),
      });
      sizes.push(`${call.name} ${(await answer.text()).length} bytes`);
      rows.push(await load({ name: call.name, url, body: call.body }));
    }
  } finally {
    await server.stop();
  }
  printTable(
    `Casino catalogue (PostgreSQL, 32 connections, loopback; goal p99 < ${GOAL_P99_MS} ms)`,
    baseline,
    rows,
  );
  console.log(`  answers: ${sizes.join(', ')}`);
  for (const r of rows) {
    console.log(`  ${r.name}: p99 ${r.p99.toFixed(1)} ms: goal ${r.p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`);
  }
}
