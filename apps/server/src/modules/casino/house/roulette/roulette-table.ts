// The in-house European roulette table: rounds on a fixed schedule shared by everyone at the table,
// bets taken while the round is open, each placement a wallet bet paid after the spin.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import {
  type HouseRefusal,
  ROULETTE_CHIPS,
  ROULETTE_MAX_ROUND_STAKE,
  type RouletteResultAnswer,
  type RouletteTableAnswer,
  type rouletteBetInput,
} from '@bet/domain/api/house-games';
import { isRouletteBet, roulettePayout } from '@bet/domain/casino/roulette';
import { lastRevealedRound, ROULETTE_SCHEDULE, tableMomentAt } from '@bet/domain/casino/table-schedule';
import type { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { openSecret, sealSecret } from '../../../auth/index.ts';
import { findLaunchSession, type LaunchSession } from '../../launch-tokens.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { sendBet, sendRollback, sendWin, type WalletRound } from '../wallet-moves.ts';
import {
  claimPlacement,
  placementsOf,
  roundStakeOf,
  setPlacementState,
  type TableBetRow,
  unfinishedPlacements,
} from './table-bets.ts';
import { rouletteOutcomeOf, type TableSeeds } from './table-seeds.ts';

export const ROULETTE_GAME = 'european-roulette';
const HISTORY_ROUNDS = 12;
/** As for slots: the placing call drives its wallet calls alone for this long. */
const PLACEMENT_LEASE_MS = 30_000;
const SWEEP_BATCH = 200;

export type TableContext = { db: Db; wallet: HouseWallet; now: Date; seeds: TableSeeds; secretsKey: Buffer };

type RouletteBetInput = z.infer<typeof rouletteBetInput>;

const refuse = (msg: string): HouseRefusal => ({ status: 'ERROR', msg });
const isRefusal = (value: object): value is HouseRefusal => 'status' in value;

const betRefusals: Partial<Record<WalletAnswer['status'], string>> = {
  INSUFFICIENT_FUNDS: 'insufficientBalance',
  INVALID_TOKEN: 'sessionExpired',
  LIMIT_EXCEEDED: 'casinoLimitsFull',
};

async function tableSessionOf(ctx: TableContext, token: string): Promise<LaunchSession | HouseRefusal> {
  const session = await findLaunchSession(ctx.db, token);
  if (!session || session.expiresAt.getTime() <= ctx.now.getTime()) return refuse('sessionExpired');
  return session.gameCode === ROULETTE_GAME ? session : refuse('serviceUnavailable');
}

const walletRoundOf = (ctx: TableContext, row: TableBetRow): WalletRound => ({
  walletRoundId: `table:${row.id}`,
  token: openSecret(ctx.secretsKey, row.tokenSealed),
  currency: row.currency,
  stake: row.stake,
});

const winOf = (row: TableBetRow, number: number) =>
  row.bets.reduce((sum, bet) => sum + roulettePayout(bet, number), 0);

/** Pays a confirmed placement of a revealed round, or undoes one whose bet got no answer. */
async function finishPlacement(ctx: TableContext, row: TableBetRow): Promise<void> {
  const round = walletRoundOf(ctx, row);
  if (row.state === 'open') {
    if ((await sendRollback(ctx.wallet, round))?.status === 'OK') await setPlacementState(ctx.db, row.id, 'cancelled');
    return;
  }
  const win = winOf(row, rouletteOutcomeOf(ctx.seeds, row.gameCode, row.round).number);
  if ((await sendWin(ctx.wallet, round, win))?.status === 'OK') {
    await setPlacementState(ctx.db, row.id, 'settled', win);
  }
}

const lastRevealed = (ctx: TableContext) => lastRevealedRound(ROULETTE_SCHEDULE, ctx.now.getTime());

/** Finishes what the table owes: every player's, or one player's. Answers how many it finished. */
export async function settleTable(ctx: TableContext, userId?: number): Promise<number> {
  const rows = await unfinishedPlacements(ctx.db, ROULETTE_GAME, lastRevealed(ctx), ctx.now, SWEEP_BATCH, userId);
  for (const row of rows) await finishPlacement(ctx, row);
  return rows.length;
}

const shownBets = (rows: readonly TableBetRow[]) =>
  rows.flatMap((row) => row.bets.map((bet) => ({ kind: bet.kind, numbers: bet.numbers, stake: bet.stake })));

async function balanceOf(ctx: TableContext, token: string, currency: string): Promise<number | HouseRefusal> {
  const answer = await ctx.wallet.balance(token, currency).catch(() => null);
  if (answer?.status === 'OK' && answer.balance !== undefined) return answer.balance;
  return refuse(answer?.status === 'INVALID_TOKEN' ? 'sessionExpired' : 'serviceUnavailable');
}

/** Joining the table: where the round stands, the player's bets on it, and the latest numbers. */
export async function rouletteTable(ctx: TableContext, token: string): Promise<RouletteTableAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token);
  if (isRefusal(session)) return session;
  await settleTable(ctx, session.userId);
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  const moment = tableMomentAt(ROULETTE_SCHEDULE, ctx.now.getTime());
  const newest = lastRevealed(ctx);
  return {
    status: 'OK',
    gameCode: ROULETTE_GAME,
    currency: session.currency,
    balance,
    serverNow: ctx.now.getTime(),
    schedule: ROULETTE_SCHEDULE,
    round: {
      round: moment.round,
      serverSeedHash: rouletteOutcomeOf(ctx.seeds, ROULETTE_GAME, moment.round).serverSeedHash,
    },
    chips: [...ROULETTE_CHIPS],
    maxRoundStake: ROULETTE_MAX_ROUND_STAKE,
    myBets: shownBets(await placementsOf(ctx.db, ROULETTE_GAME, moment.round, session.userId)),
    history: Array.from({ length: HISTORY_ROUNDS }, (_, i) => rouletteOutcomeOf(ctx.seeds, ROULETTE_GAME, newest - i)),
  };
}

const validBet = (bet: RouletteBetInput) =>
  isRouletteBet(bet.kind, bet.numbers) && bet.stake % ROULETTE_CHIPS[0] === 0;

/** Places bets on the open round: one wallet bet for the placement, once per request id. */
export async function placeRouletteBets(
  ctx: TableContext,
  token: string,
  input: { round: number; requestId: string; bets: RouletteBetInput[] },
): Promise<{ status: 'OK'; balance: number; myBets: ReturnType<typeof shownBets> } | HouseRefusal> {
  const session = await tableSessionOf(ctx, token);
  if (isRefusal(session)) return session;
  const moment = tableMomentAt(ROULETTE_SCHEDULE, ctx.now.getTime());
  if (input.round !== moment.round || moment.phase !== 'betting') return refuse('bettingClosed');
  if (!input.bets.every(validBet)) return refuse('invalidBet');
  const stake = input.bets.reduce((sum, bet) => sum + bet.stake, 0);
  const staked = await roundStakeOf(ctx.db, ROULETTE_GAME, moment.round, session.userId);
  if (staked + stake > ROULETTE_MAX_ROUND_STAKE) return refuse('tableLimit');

  const { row, fresh } = await claimPlacement(ctx.db, {
    gameCode: ROULETTE_GAME,
    round: moment.round,
    userId: session.userId,
    requestId: input.requestId,
    tokenSealed: sealSecret(ctx.secretsKey, token),
    currency: session.currency,
    bets: input.bets.map((bet) => ({ ...bet, numbers: [...bet.numbers].sort((a, b) => a - b) })),
    stake,
    state: 'open',
    placedAt: ctx.now,
    leaseUntil: new Date(ctx.now.getTime() + PLACEMENT_LEASE_MS),
  });
  if (fresh || row.state === 'open') {
    const bet = await sendBet(ctx.wallet, walletRoundOf(ctx, row));
    if (bet === null) {
      await finishPlacement(ctx, row);
      return refuse('serviceUnavailable');
    }
    if (bet.status !== 'OK') {
      await setPlacementState(ctx.db, row.id, 'cancelled');
      return refuse(betRefusals[bet.status] ?? 'serviceUnavailable');
    }
    await setPlacementState(ctx.db, row.id, 'bet');
  } else if (row.state === 'cancelled') {
    return refuse('betRefused');
  }
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  return { status: 'OK', balance, myBets: shownBets(await placementsOf(ctx.db, ROULETTE_GAME, moment.round, session.userId)) };
}

/** A revealed round's number and seeds, with what the player staked and won on it (paid first). */
export async function rouletteResult(
  ctx: TableContext,
  token: string,
  round: number,
): Promise<RouletteResultAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token);
  if (isRefusal(session)) return session;
  if (round > lastRevealed(ctx)) return refuse('notRevealed');
  await settleTable(ctx, session.userId);
  const rows = await placementsOf(ctx.db, ROULETTE_GAME, round, session.userId);
  const outcome = rouletteOutcomeOf(ctx.seeds, ROULETTE_GAME, round);
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  return {
    status: 'OK',
    outcome,
    stake: rows.reduce((sum, row) => sum + row.stake, 0),
    win: rows.reduce((sum, row) => sum + winOf(row, outcome.number), 0),
    balance,
  };
}
