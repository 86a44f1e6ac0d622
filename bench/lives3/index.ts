// lives3 benchmark: the live list with 1,000 live matches, each call beside a bare Fastify route
// sending the very bytes of its answer (and, for the page, beside a tiny answer too). Every request
// says it takes compressed answers as a browser does, and the bare routes send the answers as the
// client received them, compressed or not, with the same headers.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { load, printTable } from '../lib/load.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const PAGE = { sportId: 1, filter: 1, limit: 50 };
const WHOLE = { sportId: 1, filter: 1 };

/** What a browser says it takes: the app and the bare routes alike are asked with it. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The answer's body as the client receives it (compressed, if so) and the headers that say how. */
export type SavedAnswer = { headers: Record<string, string>; body: string };

/** Saves the answer as it came over the wire (fetch would decompress it) and says its size. */
async function saveAnswer(url: string, body: object, file: string): Promise<string> {
  const payload = JSON.stringify(body);
  const { headers, wire } = await new Promise<{ headers: http.IncomingHttpHeaders; wire: Buffer }>(
    (resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { ...BROWSER, 'content-type': 'application/json' },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, wire: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    },
  );
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'vary']) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  const saved: SavedAnswer = { headers: kept, body: wire.toString('base64') };
  await writeFile(file, JSON.stringify(saved));
  const coding = kept['content-encoding'];
  const plain = coding ? decompress(wire, coding).length : wire.length;
  const onWire = coding ? `, ${kb(wire.length)} on the wire (${coding})` : ', plain on the wire';
  return `${kb(plain)} JSON${onWire}`;
}

const kb = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} KB`;
const decompress = (wire: Buffer, coding: string) =>
  coding === 'br' ? brotliDecompressSync(wire) : gunzipSync(wire);

export async function benchLives3(): Promise<void> {
  const server = await startChildServer(script, ['app']);
  const url = `http://127.0.0.1:${server.port}/api/lives3`;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lives3-'));
  try {
    const pageSize = await saveAnswer(url, PAGE, path.join(dir, 'page.json'));
    const wholeSize = await saveAnswer(url, WHOLE, path.join(dir, 'whole.json'));
    console.log(`\nlives3 answers: page of 50 ${pageSize}; all 1,000 live ${wholeSize}`);
    const before = loadAverage();
    const bare = await startChildServer(script, ['bare', dir]);
    const bareUrl = `http://127.0.0.1:${bare.port}`;
    const tiny = await load({ name: 'bare route, tiny answer', url: `${bareUrl}/bare`, headers: BROWSER });
    const barePage = await load({
      name: 'bare route, same bytes',
      url: `${bareUrl}/bare-page`,
      headers: BROWSER,
    });
    const bareWhole = await load({
      name: 'bare route, same bytes',
      url: `${bareUrl}/bare-whole`,
      headers: BROWSER,
      connections: 8,
    });
    await bare.stop();
    const page = await load({ name: 'lives3 page of 50', url, body: PAGE, headers: BROWSER });
    const all = await load({
      name: 'lives3 all 1,000 live',
      url,
      body: WHOLE,
      headers: BROWSER,
      connections: 8,
    });
    console.log(`\nlives3 (load average ${before} before, ${loadAverage()} after)`);
    printTable('lives3, a page of 50 of 1,000 live football matches (loopback)', barePage, [tiny, page]);
    printTable('lives3, all 1,000 live football matches (loopback)', bareWhole, [all]);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
