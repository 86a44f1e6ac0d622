// One instance at a time runs the feed: the one holding a PostgreSQL advisory lock on a
// connection it keeps. If that connection dies the lock is gone and another instance takes over;
// the one that lost it stops its feed and stands for leader again.
import type { Database } from '../../db/client.ts';

/**
 * First key of the feed leader's lock (any constant shared by all instances); the second is the
 * schema's, so deployments sharing a database in schemas of their own each have a leader.
 */
export const FEED_LOCK_CLASS = 4_201_001;
const TRY_LOCK = 'select pg_try_advisory_lock($1, hashtext(current_schema())) as locked';
const UNLOCK = 'select pg_advisory_unlock($1, hashtext(current_schema()))';
const RETRY_MS = 5_000;

export type Leadership = { stop(): Promise<void>; isLeader(): boolean };

export type LeaderWork = { start(): Promise<void>; stop(): Promise<void> };

/** Waits `ms` or until the signal aborts; an instance waiting to lead sleeps often, so nothing is left behind. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
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
        // Either may have ended while the work was starting.
        for (const signal of [abort.signal, term]) {
          if (signal?.aborted) resolve();
          signal?.addEventListener('abort', () => resolve());
        }
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
          const [row] = await conn.query<{ locked: boolean }>(TRY_LOCK, [FEED_LOCK_CLASS]);
          if (!row?.locked) return;
          // Losing the connection means losing the lock: an ended session is heard at once, one
          // silently gone (a dead network) by the ping.
          const term = new AbortController();
          const end = (error: unknown) => {
            if (term.signal.aborted) return;
            onError(error);
            term.abort();
          };
          conn.lost.addEventListener('abort', () => end(conn.lost.reason));
          const watch = setInterval(() => conn.query('select 1').catch(end), retryMs);
          try {
            await lead(term.signal);
          } finally {
            clearInterval(watch);
            await conn.query(UNLOCK, [FEED_LOCK_CLASS]).catch(() => undefined);
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
