// Coupon placement against PostgreSQL: coupons per second and p99 at 32 concurrent players over
// 10,000, through HTTP createCoupon and through the placeCoupon command in-process, beside the same
// transaction as bare SQL through `pg`. Goal: at least half the bare rate, and at least 1,130
// coupons per second (the highest published peak of a large operator). The three take turns in
// BENCH_ROUNDS rounds (3) of BENCH_SECONDS measured seconds each (4), after two seconds of warm-up.
import type { CouponTip } from '@bet/domain/api/placement';
import { createCouponPlacer } from '../../apps/server/src/modules/betting/placement/place-coupon.ts';
import { createCouponBody } from '../../apps/server/src/modules/betting/placement/placement-schemas.ts';
import { siteContextOf } from '../../apps/server/src/modules/site/index.ts';
import { loadAllSites } from '../../apps/server/src/modules/site/sites-repo.ts';
import { startTestSimulator } from '../../apps/server/src/test/feed.ts';
import { type StartedServer, startServer } from '../../apps/server/src/test/start-server.ts';
import { type BenchSchema, createBenchSchema, loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { jsonPoster } from '../lib/json-post.ts';
import {
  type Attempt,
  combineRuns,
  type LoopResult,
  type LoopRun,
  printLoopTable,
  runLoops,
} from '../lib/loops.ts';
import { type BenchPlayer, createPlayers, type SignedInPlayer, signInPlayers } from '../lib/players.ts';
import { openBarePlacer } from './bare.ts';
import { openTips, randomCoupon } from './coupons.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
/** Concurrent players, and connections in every pool (bare, in-process, the HTTP server's). */
const CONCURRENCY = 32;
/** Minor units each player starts with: enough for every coupon they can place in a run. */
const CREDIT = 1_000_000_00;
const GOAL_PER_SECOND = 1_130;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const loops = {
  concurrency: CONCURRENCY,
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  warmupSeconds: 2,
};

type Tips = CouponTip[][];

const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function bareSql(target: BenchSchema, players: readonly BenchPlayer[], tips: Tips): Promise<LoopRun> {
  const bare = await openBarePlacer(target.url, target.schema);
  try {
    return await runLoops(() => bare.place(randomOf(players), randomCoupon(tips)), loops);
  } finally {
    await bare.close();
  }
}

async function inProcess(
  server: StartedServer,
  players: readonly BenchPlayer[],
  tips: Tips,
): Promise<LoopRun> {
  const { db } = server.database;
  const site = (await loadAllSites(db)).sites.find((row) => row.isDefault);
  if (!site) throw new Error('no default site');
  const { settings } = siteContextOf(site);
  const placer = createCouponPlacer({
    db,
    store: server.app.catalog.store,
    holds: server.app.liveHolds,
    now: () => new Date(),
  });
  return runLoops(async (): Promise<Attempt> => {
    const input = createCouponBody.parse(randomCoupon(tips));
    const outcome = await placer.place({ userId: randomOf(players).userId, input, settings });
    return 'placed' in outcome ? 'accepted' : 'refused';
  }, loops);
}

async function overHttp(
  target: BenchSchema,
  players: readonly SignedInPlayer[],
  tips: Tips,
): Promise<LoopRun> {
  const server = await startChildServer(script, [], {
    BENCH_SCHEMA: target.schema,
    BENCH_POOL_SIZE: String(CONCURRENCY),
  });
  const http = jsonPoster(server.port, CONCURRENCY);
  try {
    return await runLoops(async (): Promise<Attempt> => {
      const headers = { authorization: `Bearer ${randomOf(players).token}` };
      const answer = (await http.post('/api/createCoupon', randomCoupon(tips), headers)) as {
        status?: boolean;
      };
      return answer.status === true ? 'accepted' : 'refused';
    }, loops);
  } finally {
    http.close();
    await server.stop();
  }
}

async function measure(target: BenchSchema): Promise<LoopResult[]> {
  // This process's own server: the catalogue priced (and written to the database, where the HTTP
  // server loads it from), the players, and the command measured in-process.
  const local = await startServer({ databaseUrl: target.url, schema: target.schema, poolSize: CONCURRENCY });
  const runs = { bare: [] as LoopRun[], command: [] as LoopRun[], http: [] as LoopRun[] };
  try {
    await startTestSimulator(local.app.catalog.sink, () => new Date());
    await local.app.catalog.reload();
    const tips = openTips(local.app.catalog.store, Date.now());
    const began = Date.now();
    const players = await createPlayers(local.database.db, PLAYERS, CREDIT, new Date());
    console.log(`place-coupons: ${players.length} players in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.bare.push(await bareSql(target, players, tips));
      runs.command.push(await inProcess(local, players, tips));
      const signedIn = await signInPlayers(local.database.db, players, new Date());
      runs.http.push(await overHttp(target, signedIn, tips));
    }
  } finally {
    await local.close();
  }
  return [
    combineRuns('bare SQL (pg, 10 statements)', runs.bare),
    combineRuns('placeCoupon in-process', runs.command),
    combineRuns('HTTP createCoupon', runs.http),
  ];
}

export async function benchPlaceCoupons(): Promise<void> {
  const target = await createBenchSchema('place');
  try {
    const before = loadAverage();
    const results = await measure(target);
    printLoopTable(
      `Coupon placement (PostgreSQL, ${CONCURRENCY} concurrent of ${PLAYERS} players; goal ≥ ${GOAL_PER_SECOND}/s and ≥ 0.5x bare; load average ${before} before, ${loadAverage()} after)`,
      'coupons',
      results,
    );
  } finally {
    await target.drop();
  }
}
