// Runs settlement on every instance: when the catalogue says a match left with its result, on a
// periodic sweep (results an instance missed, corrected results, coupons left behind), one match at
// a time per instance and, through an advisory lock, one instance at a time per match. Every write
// of settlement is conditional anyway, so a race costs time, never money.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { AppDeps } from '../../../http/app-instance.ts';
import type { Bus } from '../../../realtime/bus.ts';
import type { Catalog, CatalogEvent } from '../../catalog/index.ts';
import { CATALOG_CHANNEL } from '../../catalog/index.ts';
import { resettleMatch } from './resettle.ts';
import type { SettlementIssue } from './settle-picks.ts';
import { settleCoupons, settleMatch } from './settlement.ts';
import { correctedMatches, matchesWithOpenPicks, strandedCoupons } from './settlement-sweep.ts';

const SWEEP_MS = 30_000;
/** Coupons left behind are rare: looked for on every tenth sweep. */
const STRANDED_EVERY = 10;
/** How far back the sweep looks at results. */
const RECENT_MS = 7 * 24 * 60 * 60 * 1000;
/** First key of the per-match advisory locks (any constant the instances share). */
const LOCK_NAMESPACE = 4_201_002;

/** The advisory lock key pair under which a match is settled (also taken by result corrections). */
export const settlementLockKey = (matchId: number): [number, number] => [
  LOCK_NAMESPACE,
  matchId % 2_147_483_647,
];

export type SettlementDeps = { deps: AppDeps; catalog: Catalog; bus: Bus; log: FastifyBaseLogger };

/** Runs `fn` unless another instance holds the match's lock; an embedded database has one instance. */
async function underMatchLock(database: Database, matchId: number, fn: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return fn();
  const key = settlementLockKey(matchId);
  await database.withConnection(async (conn) => {
    const [row] = await conn.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', key);
    if (!row?.locked) return;
    try {
      await fn();
    } finally {
      await conn.query('select pg_advisory_unlock($1, $2)', key);
    }
  });
}

export type SettlementWorker = {
  /** Settles a match whose result arrived (queued behind the work in hand). */
  settleSoon(matchId: number): void;
  /** One look for missed results, corrected results and coupons left behind (queued too). */
  sweep(): Promise<void>;
  /** Resolves when the queued work is done. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

/** The settlement work of one instance: one job at a time, each match under its lock. */
export function createSettlementWorker(
  deps: Pick<AppDeps, 'database' | 'now'>,
  log: FastifyBaseLogger,
): SettlementWorker {
  const { database, now } = deps;
  const { db } = database;
  const queued = new Set<number>();
  const reported = new Set<number>();
  let work: Promise<void> = Promise.resolve();
  let stopped = false;
  let sweeps = 0;

  /** A failed job is logged and the next one runs. */
  const enqueue = (job: () => Promise<void>): Promise<void> => {
    work = work.then(job).catch((err: unknown) => log.error({ err }, 'settlement failed'));
    return work;
  };

  const reportIssues = (matchId: number, issues: SettlementIssue[]) => {
    if (issues.length === 0 || reported.has(matchId)) return;
    reported.add(matchId);
    log.warn({ matchId, issues }, 'picks the result cannot settle are left for an operator');
  };

  const settle = (matchId: number) =>
    underMatchLock(database, matchId, async () => {
      reportIssues(matchId, (await settleMatch(db, matchId, now())).issues);
    });

  const resettle = (matchId: number) =>
    underMatchLock(database, matchId, async () => {
      const report = await resettleMatch(db, matchId, now());
      if (report?.blocked.length) {
        log.error(
          { matchId, coupons: report.blocked },
          'corrected result not applied: winnings already spent',
        );
      }
    });

  async function sweepNow(): Promise<void> {
    const since = new Date(now().getTime() - RECENT_MS);
    for (const matchId of await matchesWithOpenPicks(db, since)) if (!stopped) await settle(matchId);
    for (const matchId of await correctedMatches(db, since)) if (!stopped) await resettle(matchId);
    if (sweeps++ % STRANDED_EVERY === 0 && !stopped)
      await settleCoupons(db, await strandedCoupons(db), now());
  }

  return {
    settleSoon(matchId) {
      if (stopped || queued.has(matchId)) return;
      queued.add(matchId);
      void enqueue(async () => {
        queued.delete(matchId);
        await settle(matchId);
      });
    },
    sweep: () => enqueue(sweepNow),
    idle: () => work,
    async stop() {
      stopped = true;
      await work;
    },
  };
}

/** Settles matches as their results come over the bus, and sweeps every 30 seconds. */
export function startSettlement({ deps, bus, log }: SettlementDeps): { stop(): Promise<void> } {
  const worker = createSettlementWorker(deps, log);
  const unsubscribe = bus.subscribe(CATALOG_CHANNEL, (message) => {
    const event = message as CatalogEvent;
    if (event.kind === 'removed') worker.settleSoon(event.id);
  });
  const timer = setInterval(() => void worker.sweep(), SWEEP_MS);
  timer.unref();
  void worker.sweep();
  return {
    async stop() {
      clearInterval(timer);
      unsubscribe();
      await worker.stop();
    },
  };
}
