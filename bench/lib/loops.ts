// Load for operations that are not one fixed HTTP request: `concurrency` loops for a warm-up and then
// a measured span. Closed loop by default, each starting its next operation as soon as the last one
// ends; paced, each starts one every `intervalMs` as a player with a think time does.
// Only accepted operations count toward the rate and the latencies; refusals and errors are counted.
// Runs of one scenario taken in rounds, alternating with the others, combine into one result, so that
// a machine busy with other work weighs on every scenario alike.

export type Attempt = 'accepted' | 'refused';

/** One measured span: the latency of every accepted operation (ms). */
export type LoopRun = {
  seconds: number;
  latencies: number[];
  refused: number;
  errors: number;
  firstError: string | undefined;
};

export type LoopResult = {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  accepted: number;
  refused: number;
  errors: number;
  firstError: string | undefined;
};

export type LoopOptions = {
  concurrency?: number;
  seconds?: number;
  warmupSeconds?: number;
  /**
   * Paced: each loop's operations are due every intervalMs, the loops' turns spread over it. A
   * latency counts from when the operation was due, so one that had to wait for a slow one before it
   * shows that wait (no coordinated omission).
   */
  intervalMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runLoops(
  operation: () => Promise<Attempt>,
  options: LoopOptions = {},
): Promise<LoopRun> {
  const concurrency = options.concurrency ?? 32;
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const measureFrom = performance.now() + (options.warmupSeconds ?? 2) * 1000;
  const end = measureFrom + seconds * 1000;
  const run: LoopRun = { seconds, latencies: [], refused: 0, errors: 0, firstError: undefined };

  const interval = options.intervalMs;
  async function loop(_: unknown, index: number): Promise<void> {
    let due = interval ? performance.now() + (interval * index) / concurrency : 0;
    while (performance.now() < end) {
      if (interval) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const began = interval ? due : performance.now();
      if (interval) due += interval;
      let outcome: Attempt | Error;
      try {
        outcome = await operation();
      } catch (error) {
        outcome = error instanceof Error ? error : new Error(String(error));
      }
      const ended = performance.now();
      if (began < measureFrom || ended > end) continue;
      if (outcome === 'accepted') run.latencies.push(ended - began);
      else if (outcome === 'refused') run.refused += 1;
      else {
        run.errors += 1;
        run.firstError ??= outcome.message;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  return run;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** The runs of one scenario as one result: the rate over all their measured time. */
export function combineRuns(name: string, runs: readonly LoopRun[]): LoopResult {
  const sorted = Float64Array.from(runs.flatMap((r) => r.latencies)).sort();
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    name,
    perSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    accepted: sorted.length,
    refused: runs.reduce((sum, r) => sum + r.refused, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    firstError: runs.find((r) => r.firstError)?.firstError,
  };
}

/** Prints the results as a table, each beside the first (the baseline) measured in the same run. */
export function printLoopTable(title: string, unit: string, results: readonly LoopResult[]): void {
  const [baseline] = results;
  if (!baseline) return;
  console.log(`\n${title}`);
  console.log(
    `${'scenario'.padEnd(28)} ${`${unit}/s`.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}   vs baseline   refused   errors`,
  );
  for (const r of results) {
    const ratio = r === baseline ? 'baseline' : `${(r.perSecond / baseline.perSecond).toFixed(3)}x`;
    console.log(
      `${r.name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(10)} ${r.p50.toFixed(1).padStart(8)} ${r.p99
        .toFixed(1)
        .padStart(8)}   ${ratio.padStart(11)}   ${String(r.refused).padStart(7)}   ${r.errors}`,
    );
  }
  for (const r of results) if (r.firstError) console.log(`  ${r.name}: first error: ${r.firstError}`);
}
