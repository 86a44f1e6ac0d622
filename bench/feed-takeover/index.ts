// Feed takeover: requests to an instance while it takes the feed over from a leader that stopped
// (it generates and prices a month of fixtures meanwhile), beside the same instance following.
// BENCH_TAKEOVER_DATABASE=embedded measures the embedded database's first feed start instead.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FEED_LOCK_CLASS } from '../../apps/server/src/modules/feed/leader.ts';
import { createBenchSchema, loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { load, printTable } from '../lib/load.ts';
import { benchEmbeddedFirstStart } from './embedded.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const DAYS = process.env.BENCH_FEED_DAYS ?? '30';
/** Long enough for the follower to notice (within 5 s) and to price every fixture. */
const TAKEOVER_SECONDS = Number(process.env.BENCH_TAKEOVER_SECONDS ?? 40);
/** The embedded first start lists a month of fixtures 7 to 14 s after listening on 2 busy cores. */
const EMBEDDED_START_SECONDS = 20;

/** Whether an instance in this schema holds the feed's lock (the follower, once the leader is gone). */
async function feedLed(url: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from pg_locks l join pg_stat_activity a using (pid)
       where l.locktype = 'advisory' and l.classid = $1 and a.application_name = $2`,
      [FEED_LOCK_CLASS, `bet-server/${schema}`],
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** Waits until the leader has written the fixtures and holds its lock with nothing more arriving. */
async function feedSettled(url: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let last = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 3000));
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${schema}.matches`);
      const count = Number(rows[0]?.n ?? 0);
      if (count > 0 && count === last) return count;
      last = count;
    }
  } finally {
    await client.end();
  }
}

export async function benchFeedTakeover(): Promise<void> {
  if (process.env.BENCH_TAKEOVER_DATABASE === 'embedded')
    return benchEmbeddedFirstStart(
      DAYS,
      Number(process.env.BENCH_TAKEOVER_SECONDS ?? EMBEDDED_START_SECONDS),
    );
  const target = await createBenchSchema('takeover');
  const env = {
    BENCH_URL: target.url,
    BENCH_SCHEMA: target.schema,
    BENCH_REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    BENCH_REDIS_PREFIX: `bench-takeover-${randomUUID()}:`,
    BENCH_FEED_DAYS: DAYS,
  };
  try {
    const leader = await startChildServer(script, [], env);
    const matches = await feedSettled(target.url, target.schema);
    const follower = await startChildServer(script, [], env);
    const call = { url: `http://127.0.0.1:${follower.port}/api/lives3`, body: { sportId: 1, filter: 1 } };
    const before = loadAverage();
    const baseline = await load({ ...call, name: 'following the leader', connections: 8, seconds: 10 });
    await leader.stop();
    const takeover = await load({
      ...call,
      name: 'taking the feed over',
      connections: 8,
      seconds: TAKEOVER_SECONDS,
    });
    const led = await feedLed(target.url, target.schema);
    await follower.stop();
    if (!led) throw new Error('the follower did not take the feed over');
    printTable(
      `Feed takeover (PostgreSQL, ${matches} matches over ${DAYS} days, lives3, 8 connections; load average ${before} before, ${loadAverage()} after)`,
      baseline,
      [takeover],
    );
  } finally {
    await target.drop();
  }
}
