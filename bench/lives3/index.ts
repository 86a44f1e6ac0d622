// lives3 benchmark: the live list with 1,000 live matches, each call beside a bare Fastify route
// sending the very bytes of its answer (and, for the page, beside a tiny answer too).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { load, printTable } from '../lib/load.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const PAGE = { sportId: 1, filter: 1, limit: 50 };
const WHOLE = { sportId: 1, filter: 1 };

async function saveAnswer(url: string, body: object, file: string): Promise<string> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  await writeFile(file, text);
  return `${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB`;
}

export async function benchLives3(): Promise<void> {
  const server = await startChildServer(script, ['app']);
  const url = `http://127.0.0.1:${server.port}/api/lives3`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lives3-'));
  try {
    const pageSize = await saveAnswer(url, PAGE, path.join(dir, 'page.json'));
    const wholeSize = await saveAnswer(url, WHOLE, path.join(dir, 'whole.json'));
    const before = loadAverage();
    const bare = await startChildServer(script, ['bare', dir]);
    const bareUrl = `http://127.0.0.1:${bare.port}`;
    const tiny = await load({ name: 'bare route, tiny answer', url: `${bareUrl}/bare` });
    const barePage = await load({ name: `bare route, same ${pageSize}`, url: `${bareUrl}/bare-page` });
    const bareWhole = await load({
      name: `bare route, same ${wholeSize}`,
      url: `${bareUrl}/bare-whole`,
      connections: 8,
    });
    await bare.stop();
    const page = await load({ name: 'lives3 page of 50', url, body: PAGE });
    const all = await load({ name: 'lives3 all 1,000 live', url, body: WHOLE, connections: 8 });
    console.log(`\nlives3 (load average ${before} before, ${loadAverage()} after)`);
    printTable('lives3, a page of 50 of 1,000 live football matches (loopback)', barePage, [tiny, page]);
    printTable('lives3, all 1,000 live football matches (loopback)', bareWhole, [all]);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
