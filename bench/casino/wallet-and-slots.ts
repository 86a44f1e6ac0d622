// The seamless wallet and the in-house slots against PostgreSQL, 32 concurrent players:
// 1. bet + win pairs per second and p50/p99 through walletBet/walletWin in-process and through
//    signed HTTP calls to a child server, beside the same two ledger transactions as bare SQL;
// 2. the same pairs with the 32 players at a pace (a round every PACE_MS each), bare and over HTTP:
//    the latency a player sees. Saturated, every way's latency is queueing: 32 players at R pairs
//    a second wait 32/R seconds a pair on average, whatever each pair costs;
// 3. slot spins end to end over HTTP (draw, round rows, bet and win through the signed wallet
//    routes), beside the wallet pair over HTTP.
// The ways take turns in BENCH_ROUNDS rounds (3) of BENCH_SECONDS measured seconds each (4), after
// two seconds of warm-up.
import type { WalletAnswer, WalletBalanceRequest } from '@bet/domain/api/casino-wallet';
import type { HouseRefusal, SlotSpinAnswer } from '@bet/domain/api/house-games';
import { testConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { SIGNATURE_HEADER, signBody } from '../../apps/server/src/modules/casino/index.ts';
import { walletBet, walletWin } from '../../apps/server/src/modules/casino/wallet-calls.ts';
import { startServer } from '../../apps/server/src/test/start-server.ts';
import { type BenchSchema, loadAverage } from '../lib/bench-schema.ts';
import { startChildServer } from '../lib/child-server.ts';
import { type JsonPoster, jsonPoster } from '../lib/json-post.ts';
import {
  type Attempt,
  combineRuns,
  type LoopResult,
  type LoopRun,
  printLoopTable,
  runLoops,
} from '../lib/loops.ts';
import { openBareWallet } from './bare.ts';
import { type CasinoPlayers, createCasinoPlayers, takeTurns } from './players.ts';
import { nextRound, type WalletRound } from './wallet-round.ts';

const script = new URL('./server.ts', import.meta.url).pathname;
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000);
/** Concurrent players. */
const CONCURRENCY = 32;
/**
 * Connections in every pool (bare, in-process, the HTTP server's): the server's default, sized to
 * the machine. With one per player, on 2 cores 32 busy backends only queue for the CPU and the one
 * Node process serving them gets a thirty-third of it: the HTTP pairs' p99 was 3.5 times higher.
 */
const POOL_SIZE = testConfig().databasePoolSize;
/**
 * How often each of the 32 players starts a round when paced: 5 a second, far faster than anyone
 * plays (a UK slot spin takes 2.5 s), 160 pairs a second in all.
 */
const PACE_MS = 200;
/** Minor units each player starts with: far more than a run's rounds can lose. */
const CREDIT = 1_000_000_00;
/** 0.10 a line, one of the catalogue's stakes. */
const STAKE_PER_LINE = 10;
const GOAL_P99_MS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const loops = {
  concurrency: CONCURRENCY,
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  warmupSeconds: 2,
};

type WalletCall = (name: 'bet' | 'win', request: WalletRound['bet']) => Promise<WalletAnswer>;

/** A round through the wallet's calls: a bet the player's credit cannot cover is a refusal, any other answer but OK an error. */
async function playRound(call: WalletCall, round: WalletRound): Promise<Attempt> {
  const bet = await call('bet', round.bet);
  if (bet.status === 'INSUFFICIENT_FUNDS') return 'refused';
  if (bet.status !== 'OK') throw new Error(`bet answered ${bet.status}`);
  const win = await call('win', round.win);
  if (win.status !== 'OK') throw new Error(`win answered ${win.status}`);
  return 'accepted';
}

async function bareSql(target: BenchSchema, casino: CasinoPlayers, intervalMs?: number): Promise<LoopRun> {
  const bare = await openBareWallet(target.url, target.schema, casino.provider, POOL_SIZE);
  const turn = takeTurns(casino.players);
  try {
    return await runLoops(
      () => turn((player) => bare.play(player, nextRound(casino.provider.code, player))),
      { ...loops, intervalMs },
    );
  } finally {
    await bare.close();
  }
}

function inProcess(db: Db, casino: CasinoPlayers): Promise<LoopRun> {
  const { provider } = casino;
  const call: WalletCall = (name, request) => {
    const ctx = { db, provider, now: new Date() };
    return name === 'bet' ? walletBet(ctx, request) : walletWin(ctx, request);
  };
  const turn = takeTurns(casino.players);
  return runLoops(() => turn((player) => playRound(call, nextRound(provider.code, player))), loops);
}

/** A wallet call as a provider sends it: the JSON body signed with its secret. */
async function signedPost(
  http: JsonPoster,
  casino: CasinoPlayers,
  name: 'balance' | 'bet' | 'win',
  request: WalletBalanceRequest,
): Promise<WalletAnswer> {
  return (await http.post(`/api/casino/wallet/${name}`, request, {
    [SIGNATURE_HEADER]: signBody(casino.provider.secret, JSON.stringify(request)),
  })) as WalletAnswer;
}

const signedCalls =
  (http: JsonPoster, casino: CasinoPlayers): WalletCall =>
  (name, request) =>
    signedPost(http, casino, name, request);

/**
 * Each player's game opens as a provider's game does, with a balance call: the server reads the
 * launch token's row once, as for a session already in play when the measuring starts.
 */
async function openGames(http: JsonPoster, casino: CasinoPlayers): Promise<void> {
  const { players, provider } = casino;
  for (let i = 0; i < players.length; i += CONCURRENCY) {
    const opened = await Promise.all(
      players
        .slice(i, i + CONCURRENCY)
        .map((p) =>
          signedPost(http, casino, 'balance', { providerId: provider.code, token: p.token, currency: 'TRY' }),
        ),
    );
    const refused = opened.find((answer) => answer.status !== 'OK');
    if (refused) throw new Error(`balance answered ${refused.status}`);
  }
}

async function slotSpin(http: JsonPoster, token: string): Promise<Attempt> {
  const answer = (await http.post('/house/api/slotSpin', { token, stakePerLine: STAKE_PER_LINE })) as
    | SlotSpinAnswer
    | HouseRefusal;
  if (answer.status === 'OK') return 'accepted';
  if (answer.msg === 'insufficientBalance') return 'refused';
  throw new Error(`spin refused: ${answer.msg}`);
}

/** One child server, measured with wallet rounds saturated, then paced, then with slot spins. */
async function overHttp(
  target: BenchSchema,
  casino: CasinoPlayers,
): Promise<{ wallet: LoopRun; paced: LoopRun; slots: LoopRun }> {
  const server = await startChildServer(script, [], {
    BENCH_SCHEMA: target.schema,
    BENCH_POOL_SIZE: String(POOL_SIZE),
  });
  const http = jsonPoster(server.port, CONCURRENCY);
  const turn = takeTurns(casino.players);
  try {
    await openGames(http, casino);
    const call = signedCalls(http, casino);
    const round = () => turn((player) => playRound(call, nextRound(casino.provider.code, player)));
    const wallet = await runLoops(round, loops);
    const paced = await runLoops(round, { ...loops, intervalMs: PACE_MS });
    const slots = await runLoops(() => turn((player) => slotSpin(http, player.token)), loops);
    return { wallet, paced, slots };
  } finally {
    http.close();
    await server.stop();
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Saturated, the goal is the rate: at least half the baseline's. */
function printRateGoals(results: readonly LoopResult[]): void {
  const [baseline, ...rows] = results;
  if (!baseline) return;
  for (const r of rows) {
    const ratio = r.perSecond / baseline.perSecond;
    console.log(`  ${r.name}: ${ratio.toFixed(2)}x bare: rate goal ${verdict(ratio >= 0.5)}`);
  }
}

/** Paced, the goal is the latency: p99 under the bound. */
function printLatencyGoals(results: readonly LoopResult[]): void {
  for (const r of results) {
    console.log(`  ${r.name}: p99 ${r.p99.toFixed(1)} ms: latency goal ${verdict(r.p99 < GOAL_P99_MS)}`);
  }
}

export async function benchWalletAndSlots(target: BenchSchema): Promise<void> {
  const before = loadAverage();
  // This process's own server: the players, their launch tokens, and the calls measured in-process.
  const local = await startServer({ databaseUrl: target.url, schema: target.schema, poolSize: POOL_SIZE });
  const runs = {
    bare: [] as LoopRun[],
    command: [] as LoopRun[],
    http: [] as LoopRun[],
    barePaced: [] as LoopRun[],
    httpPaced: [] as LoopRun[],
    slots: [] as LoopRun[],
  };
  try {
    const began = Date.now();
    const casino = await createCasinoPlayers(local.database.db, PLAYERS, CREDIT, new Date());
    console.log(
      `casino: ${PLAYERS} players with slot sessions in ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.bare.push(await bareSql(target, casino));
      runs.barePaced.push(await bareSql(target, casino, PACE_MS));
      runs.command.push(await inProcess(local.database.db, casino));
      const { wallet, paced, slots } = await overHttp(target, casino);
      runs.http.push(wallet);
      runs.httpPaced.push(paced);
      runs.slots.push(slots);
    }
  } finally {
    await local.close();
  }
  const load = `load average ${before} before, ${loadAverage()} after`;
  const wallet = [
    combineRuns('bare SQL (pg, 8 statements)', runs.bare),
    combineRuns('walletBet+Win in-process', runs.command),
    combineRuns('wallet bet+win over HTTP', runs.http),
  ];
  printLoopTable(
    `Seamless wallet, bet + win pairs, saturated (PostgreSQL, ${CONCURRENCY} concurrent of ${PLAYERS} players with no pause, ${POOL_SIZE} connections; goal ≥ 0.5x bare; ${load})`,
    'pairs',
    wallet,
  );
  printRateGoals(wallet);
  const paced = [
    combineRuns('bare SQL (pg, 8 statements)', runs.barePaced),
    combineRuns('wallet bet+win over HTTP', runs.httpPaced),
  ];
  printLoopTable(
    `Seamless wallet, ${CONCURRENCY} concurrent players each starting a round every ${PACE_MS} ms (latency from when it was due; goal p99 < ${GOAL_P99_MS} ms; ${load})`,
    'pairs',
    paced,
  );
  printLatencyGoals(paced);
  printLoopTable(
    `In-house slot spins over HTTP (PostgreSQL, ${CONCURRENCY} concurrent players each with its own token, ${STAKE_PER_LINE} a line; ${load})`,
    'rounds',
    [combineRuns('wallet bet+win over HTTP', runs.http), combineRuns('slotSpin over HTTP', runs.slots)],
  );
}
