// One instance at a time runs the feed: the one holding a PostgreSQL advisory lock on a
// connection it keeps. If that connection dies the lock is gone and another instance takes over.
import type { Database } from '../../db/client.ts';

/** Lock key of the feed's leader (any constant shared by all instances). */
export const FEED_LOCK_KEY = 4_201_001;
const RETRY_MS = 5_000;

export type Leadership = { stop(): Promise<void>; isLeader(): boolean };

export type LeaderWork = { start(): Promise<void>; stop(): Promise<void> };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Runs `work` while this instance leads; an embedded database has one instance, so it always leads. */
export function runAsLeader(
  database: Database,
  work: LeaderWork,
  onError: (error: unknown) => void,
  retryMs = RETRY_MS,
): Leadership {
  const abort = new AbortController();
  let leading = false;

  /** Leads until the instance stops or `term` ends (the lock's connection was lost). */
  async function lead(term?: AbortSignal): Promise<void> {
    await work.start();
    leading = true;
    try {
      await new Promise<void>((resolve) => {
        abort.signal.addEventListener('abort', () => resolve());
        term?.addEventListener('abort', () => resolve());
      });
    } finally {
      leading = false;
      await work.stop();
    }
  }

  async function campaign(): Promise<void> {
    if (database.kind === 'pglite') return lead();
    while (!abort.signal.aborted) {
      try {
        await database.withConnection(async (conn) => {
          const [row] = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            FEED_LOCK_KEY,
          ]);
          if (!row?.locked) return;
          // Watch the connection: losing it means losing the lock.
          const term = new AbortController();
          const watch = setInterval(() => {
            conn.query('select 1').catch((error: unknown) => {
              onError(error);
              term.abort();
            });
          }, retryMs);
          try {
            await lead(term.signal);
          } finally {
            clearInterval(watch);
            await conn.query('select pg_advisory_unlock($1)', [FEED_LOCK_KEY]).catch(() => undefined);
          }
        });
      } catch (error) {
        onError(error);
      }
      await sleep(retryMs, abort.signal);
    }
  }

  const running = campaign().catch(onError);
  return {
    isLeader: () => leading,
    async stop() {
      abort.abort();
      await running;
    },
  };
}
