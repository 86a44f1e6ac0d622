// The first feed start on the embedded database: the instance writes a month of fixtures in the
// same thread that answers requests. A cheap request while it does, beside the same request once
// the start is over.

import { loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { jsonPoster } from '../lib/json-post.ts';
import { combineRuns, printLoopTable, runLoops } from '../lib/loops.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const CONNECTIONS = 8;

type SportItem = { matchCount: number; liveCount: number };

/** `seconds` of requests from the moment the instance listens; the start must end within them. */
export async function benchEmbeddedFirstStart(days: string, seconds: number): Promise<void> {
  const before = loadAverage();
  // Without BENCH_URL the server opens a fresh embedded database and starts the feed at once.
  const server = await startChildServer(script, [], { BENCH_FEED_DAYS: days });
  const poster = jsonPoster(server.port, CONNECTIONS);
  const lives3 = async () => {
    await poster.post('/api/lives3', { sportId: 1, filter: 1 });
    return 'accepted' as const;
  };
  const listed = async () => {
    const { results } = (await poster.post('/api/sports', {})) as { results: SportItem[] };
    return results.reduce((sum, s) => sum + s.matchCount + s.liveCount, 0);
  };
  try {
    // One span throughout: a request the start holds up ends late, and a span only counts
    // requests that end within it.
    const began = performance.now();
    const starting = runLoops(lives3, { concurrency: CONNECTIONS, seconds, warmupSeconds: 0 });
    let matches = 0;
    let listedAfter = 0;
    while (matches === 0 && performance.now() - began < seconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      matches = await listed();
      listedAfter = (performance.now() - began) / 1000;
    }
    const start = await starting;
    if (matches === 0)
      throw new Error(`the feed listed no fixtures in ${seconds} s (BENCH_TAKEOVER_SECONDS)`);
    const idle = await runLoops(lives3, { concurrency: CONNECTIONS, seconds: 10 });
    printLoopTable(
      `Feed first start (embedded database in memory, ${days} days of fixtures, ${matches} listed ${listedAfter.toFixed(0)} s after listening, ${seconds} s measured; lives3, ${CONNECTIONS} connections; load average ${before} before, ${loadAverage()} after)`,
      'req',
      [combineRuns('feed running, start over', [idle]), combineRuns('first feed start', [start])],
    );
    // A stall of seconds holds one request per connection: the p99 of thousands hides it, the slowest shows it.
    const slowest = (latencies: number[]) => latencies.reduce((a, b) => Math.max(a, b), 0).toFixed(1);
    console.log(
      `slowest request: ${slowest(idle.latencies)} ms running, ${slowest(start.latencies)} ms starting`,
    );
  } finally {
    poster.close();
    await server.stop();
  }
}
