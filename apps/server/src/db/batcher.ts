// Group commit for hot writes: calls that arrive while earlier batches are still in the database
// wait, and then go together in one batch (one transaction, a few multi-row statements), so the
// database's cost per call falls as load rises. A call that finds a batch slot free runs at once,
// alone: under light load nothing waits.

export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export type BatcherOptions = {
  /** Most calls in one batch. */
  maxBatch: number;
  /** Most batches in the database at once. */
  maxInFlight: number;
  /**
   * Another batch starts beside running ones only once the newest has run this long: one batch at a
   * time gathers the most calls, but one stuck (waiting on a lock) must not hold up all the others.
   */
  overlapAfterMs?: number;
};

export type Batcher<I, O> = { submit(item: I): Promise<O> };

type Waiting<I, O> = { item: I; resolve(value: O): void; reject(error: unknown): void };

/**
 * `run` settles each item of a batch on its own (one refused call does not refuse the others). If it
 * throws instead, the batch as a whole failed (a statement, the commit): each item is then run
 * again alone, so that one call's fault reaches that call only.
 */
export function createBatcher<I, O>(
  run: (items: I[]) => Promise<Settled<O>[]>,
  { maxBatch, maxInFlight, overlapAfterMs = 0 }: BatcherOptions,
): Batcher<I, O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let newestStart = 0;
  let waking = false;

  const settle = (waiting: Waiting<I, O>, result: Settled<O> | undefined) => {
    if (!result) waiting.reject(new Error('a batch left a call unanswered'));
    else if (result.ok) waiting.resolve(result.value);
    else waiting.reject(result.error);
  };

  async function runAlone(waiting: Waiting<I, O>): Promise<void> {
    try {
      settle(waiting, (await run([waiting.item]))[0]);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function runBatch(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const results = await run(batch.map((w) => w.item));
      for (const [i, waiting] of batch.entries()) settle(waiting, results[i]);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const waiting of batch) await runAlone(waiting);
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const wait = inFlight > 0 ? newestStart + overlapAfterMs - Date.now() : 0;
      if (wait > 0) {
        if (!waking) {
          waking = true;
          setTimeout(() => {
            waking = false;
            pump();
          }, wait);
        }
        return;
      }
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      newestStart = Date.now();
      void runBatch(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      }),
  };
}
