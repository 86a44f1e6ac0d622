// Live fan-out: football deltas through the real server's live hub to N websocket clients,
// beside a bare `ws` server broadcasting the same frames to the same number of clients.
import { execSync } from 'node:child_process';
import { pack } from 'msgpackr';
import { startChildServer } from '../lib/child-server.ts';
import { measureAudience } from './audience.ts';
import type { AudienceFigures } from './clients.ts';
import { liveDeltas } from './frames.ts';
import { type FanoutPlan, planArgs } from './publisher.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const CLIENT_COUNTS = [1_000, 5_000];
const PER_SECOND = Number(process.env.BENCH_FANOUT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

type Row = AudienceFigures & { name: string; clients: number };

async function run(name: string, mode: 'bare' | 'app', plan: FanoutPlan): Promise<Row> {
  const server = await startChildServer(script, [mode, ...planArgs(plan)]);
  const url = `ws://127.0.0.1:${server.port}${mode === 'app' ? '/ws' : '/'}`;
  try {
    return { name, clients: plan.clients, ...(await measureAudience(url, plan)) };
  } finally {
    await server.stop();
  }
}

/** The open-file limit of this process (and of the servers it starts): one descriptor per socket. */
const openFileLimit = () => Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());

const WIDTHS = [22, 9, 11, 8, 8, 13, 8, 8];
const HEADER = ['scenario', 'clients', 'updates/s', 'p50 ms', 'p99 ms', 'vs baseline', 'missed', 'closed'];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(WIDTHS[i] ?? 0) : cell.padStart(WIDTHS[i] ?? 0))).join(' ');

function printTable(title: string, pairs: [baseline: Row, app: Row][]): void {
  console.log(`\n${title}`);
  console.log(line(HEADER));
  for (const [baseline, app] of pairs) {
    for (const r of [baseline, app]) {
      const ratio = r === baseline ? 'baseline' : `${(r.perSecond / baseline.perSecond).toFixed(3)}x`;
      const figures = [r.perSecond.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), ratio];
      console.log(line([r.name, String(r.clients), ...figures, String(r.missed), String(r.closed)]));
    }
  }
}

export async function benchFeedFanout(): Promise<void> {
  const limit = openFileLimit();
  const frames = PER_SECOND * SECONDS;
  const sample = liveDeltas(frames).map((f) => pack({ ...f, sentAt: 0 }).length);
  const meanBytes = sample.reduce((a, b) => a + b, 0) / sample.length;
  const pairs: [Row, Row][] = [];
  for (const clients of CLIENT_COUNTS) {
    if (limit < clients + 256) {
      console.log(`feed-fanout: ${clients} clients skipped, open-file limit (ulimit -n) is ${limit}`);
      continue;
    }
    const plan = { clients, warmup: PER_SECOND, frames, perSecond: PER_SECOND };
    pairs.push([await run('bare ws broadcast', 'bare', plan), await run('live hub (GET /ws)', 'app', plan)]);
  }
  printTable(
    `Live fan-out (${PER_SECOND} deltas/s for 1 s warm-up + ${SECONDS} s measured, ${meanBytes.toFixed(0)} B mean, loopback, ulimit -n ${limit})`,
    pairs,
  );
}
