// The roulette table: shared timed rounds, bets only while a round is open, each round verifiable
// and paid exactly once, whether the player stays for the result or leaves.
import { seedCommitment } from '@bet/domain/casino/fairness';
import { RED_NUMBERS, rouletteNumber, roulettePayout } from '@bet/domain/casino/roulette';
import { cycleMs, ROULETTE_SCHEDULE, revealTimeOf } from '@bet/domain/casino/table-schedule';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../config.ts';
import { testDatabaseKinds } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { secretsKeyOf } from '../../../auth/index.ts';
import { auditLedger } from '../../../wallet/index.ts';
import { playerLedger } from '../../test-wallet.ts';
import { tableSeeds } from '../tables/table-seeds.ts';
import { houseCall, realHouseWallet, slotPlayer } from '../test-house.ts';
import { ROULETTE_GAME, settleRoulette } from './roulette-table.ts';

const red = [...RED_NUMBERS].sort((a, b) => a - b);
let requests = 0;
const requestId = () => `req-${++requests}-roulette`;

describe.each(testDatabaseKinds)('the roulette table on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    const audit = await auditLedger(t.database.db);
    for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
    expect(audit.unbalancedTransactions).toEqual([]);
  });

  /** A seated player, the clock moved to the start of the next round's betting. */
  async function seated(credit: number) {
    const { player, token } = await slotPlayer(t, credit, ROULETTE_GAME, 4);
    const now = t.clock.now().getTime();
    const cycle = cycleMs(ROULETTE_SCHEDULE);
    t.clock.advance(Math.ceil(now / cycle) * cycle - now);
    const call = async (name: string, body: Record<string, unknown> = {}) =>
      (await houseCall(t, name, { token, ...body })).json();
    const statusOf = async (name: string, body: Record<string, unknown>) =>
      (await houseCall(t, name, { token, ...body })).statusCode;
    return { player, token, call, statusOf };
  }

  it('takes bets on the open round, reveals the committed seed and pays exactly what the number pays', async () => {
    const { player, call } = await seated(100_000);
    const table = await call('rouletteTable');
    expect(table).toMatchObject({ status: 'OK', balance: 100_000, myBets: [], currency: 'TRY' });
    const { round } = table.round;
    const bets = [
      { kind: 'red', numbers: red, stake: 1_000 },
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => i + 1), stake: 500 },
    ];
    const placed = await call('rouletteBet', { round, requestId: requestId(), bets });
    expect(placed).toMatchObject({ status: 'OK', balance: 100_000 - 1_600 });
    expect((await call('rouletteTable')).myBets).toEqual(bets);

    expect(await call('rouletteResult', { round })).toEqual({ status: 'ERROR', msg: 'notRevealed' });
    t.clock.advance(revealTimeOf(ROULETTE_SCHEDULE, round) - t.clock.now().getTime());
    const result = await call('rouletteResult', { round });
    expect(result.status).toBe('OK');
    const { outcome } = result;
    expect(seedCommitment(outcome.serverSeed)).toBe(table.round.serverSeedHash);
    expect(outcome.number).toBe(
      rouletteNumber({ serverSeed: outcome.serverSeed, clientSeed: ROULETTE_GAME, nonce: round }),
    );
    const win = bets.reduce((sum, bet) => sum + roulettePayout(bet as never, outcome.number), 0);
    expect(result).toMatchObject({ stake: 1_600, win, balance: 100_000 - 1_600 + win });
    const ledger = await playerLedger(t, player.id);
    expect(ledger.reduce((sum, p) => sum + p.amount, 0)).toBe(win - 1_600);
    // Asking again pays nothing more.
    expect((await call('rouletteResult', { round })).balance).toBe(100_000 - 1_600 + win);
    expect((await call('rouletteTable')).history[0]).toEqual(outcome);
  });

  it('refuses late, malformed and oversized bets, and a retry places nothing twice', async () => {
    const { player, call, statusOf } = await seated(2_000_000);
    const { round } = (await call('rouletteTable')).round;
    const straight = [{ kind: 'straight', numbers: [7], stake: 100 }];
    expect(await call('rouletteBet', { round: round + 1, requestId: requestId(), bets: straight })).toEqual({
      status: 'ERROR',
      msg: 'bettingClosed',
    });
    for (const bets of [
      [{ kind: 'split', numbers: [1, 3], stake: 100 }],
      [{ kind: 'straight', numbers: [7], stake: 150 }],
    ]) {
      expect(await call('rouletteBet', { round, requestId: requestId(), bets })).toEqual({
        status: 'ERROR',
        msg: 'invalidBet',
      });
    }
    for (const bets of [
      [{ kind: 'red', numbers: red, stake: 1_000_100 }],
      [{ kind: 'odd', numbers: [], stake: 1_000 }],
      [{ kind: 'straight', numbers: [37], stake: 100 }],
    ]) {
      expect(await statusOf('rouletteBet', { round, requestId: requestId(), bets })).toBe(400);
    }
    const again = requestId();
    const first = await call('rouletteBet', { round, requestId: again, bets: straight });
    const repeat = await call('rouletteBet', { round, requestId: again, bets: straight });
    expect(first).toMatchObject({ status: 'OK', balance: 2_000_000 - 100 });
    expect(repeat).toEqual(first);
    expect(
      await call('rouletteBet', {
        round,
        requestId: requestId(),
        bets: [{ kind: 'red', numbers: red, stake: 1_000_000 }],
      }),
    ).toEqual({ status: 'ERROR', msg: 'tableLimit' });
    t.clock.advance(ROULETTE_SCHEDULE.bettingMs);
    expect(await call('rouletteBet', { round, requestId: requestId(), bets: straight })).toEqual({
      status: 'ERROR',
      msg: 'bettingClosed',
    });
    expect((await playerLedger(t, player.id)).filter((p) => p.kind === 'casino_stake')).toHaveLength(1);
  });

  it('refuses a bet the credit cannot cover', async () => {
    const { player, call } = await seated(500);
    const { round } = (await call('rouletteTable')).round;
    expect(
      await call('rouletteBet', {
        round,
        requestId: requestId(),
        bets: [{ kind: 'straight', numbers: [0], stake: 1_000 }],
      }),
    ).toEqual({ status: 'ERROR', msg: 'insufficientBalance' });
    expect(await playerLedger(t, player.id)).toEqual([]);
  });

  it('pays a player who left before the result, once, however many instances sweep', async () => {
    const { player, call } = await seated(10_000);
    const { round } = (await call('rouletteTable')).round;
    const everything = Array.from({ length: 37 }, (_, n) => ({ kind: 'straight', numbers: [n], stake: 100 }));
    expect(await call('rouletteBet', { round, requestId: requestId(), bets: everything })).toMatchObject({
      status: 'OK',
    });
    t.clock.advance(revealTimeOf(ROULETTE_SCHEDULE, round) - t.clock.now().getTime());
    const key = secretsKeyOf(testConfig());
    const ctx = {
      db: t.database.db,
      wallet: realHouseWallet(t),
      now: t.clock.now(),
      seeds: tableSeeds(key),
      secretsKey: key,
    };
    await Promise.all([settleRoulette(ctx), settleRoulette(ctx)]);
    await settleRoulette(ctx);
    // Every number covered once at 35:1: the round returns 3,600 of the 3,700 staked.
    expect((await playerLedger(t, player.id)).reduce((sum, p) => sum + p.amount, 0)).toBe(-100);
  });
});
