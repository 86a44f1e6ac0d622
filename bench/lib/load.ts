import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

export type LoadOptions = {
  name: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
};

/** Drives one endpoint with autocannon and keeps the figures we report. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(options.body ?? {}),
    connections: options.connections ?? 32,
    duration: options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name: options.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

/** Prints results as a table, each beside the baseline measured in the same run. */
export function printTable(title: string, baseline: LoadResult, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log('scenario                     req/s     p50 ms   p99 ms   vs baseline   errors');
  for (const r of [baseline, ...rows]) {
    const ratio =
      r === baseline ? 'baseline' : `${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}x`;
    console.log(
      `${r.name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p99
        .toFixed(1)
        .padStart(8)}   ${ratio.padStart(11)}   ${r.errors}`,
    );
  }
}
