// HTTP benchmark: sign-in and user data requests per second and p99, beside a bare Fastify route.
import { startChildServer } from '../lib/child-server.ts';
import { load, printTable } from '../lib/load.ts';

const script = new URL('./server.ts', import.meta.url).pathname;

export async function benchHttp(): Promise<void> {
  const bare = await startChildServer(script, ['bare']);
  const baseline = await load({ name: 'bare fastify route', url: `http://127.0.0.1:${bare.port}/bare` });
  await bare.stop();

  const server = await startChildServer(script, ['app']);
  const base = `http://127.0.0.1:${server.port}/api`;
  const credentials = { userName: 'demo', password: 'demo1234' };
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const { token } = (await response.json()) as { token: string };
  const rows = [
    await load({ name: 'login (argon2id)', url: `${base}/login`, body: credentials }),
    await load({
      name: 'getUserData',
      url: `${base}/getUserData`,
      headers: { authorization: `Bearer ${token}` },
    }),
  ];
  await server.stop();
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  printTable(`HTTP (${database}, 32 connections, loopback)`, baseline, rows);
}
