// The in-house European roulette table: rounds on a fixed schedule shared by everyone at the table,
// bets taken while the round is open, each placement a wallet bet paid after the spin.
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
import { isRefusal, refuse } from '../refusals.ts';
import {
  placementsOf,
  roundStakeOf,
  setPlacementState,
  type TableBetRow,
  unfinishedPlacements,
} from '../tables/table-bets.ts';
import {
  balanceOf,
  type TableContext,
  tableSessionOf,
  takePlacement,
  undoPlacement,
  walletRoundOf,
} from '../tables/table-context.ts';
import { sendWin } from '../wallet-moves.ts';
import { rouletteOutcomeOf } from './roulette-outcome.ts';

export const ROULETTE_GAME = 'european-roulette';
const HISTORY_ROUNDS = 12;
const SWEEP_BATCH = 200;

type RouletteBetInput = z.infer<typeof rouletteBetInput>;

const winOf = (row: TableBetRow, number: number) =>
  row.bets.reduce((sum, bet) => sum + roulettePayout(bet, number), 0);

/** Pays a confirmed placement of a revealed round, or undoes one whose bet got no answer. */
async function finishPlacement(ctx: TableContext, row: TableBetRow): Promise<void> {
  if (row.state === 'open') {
    await undoPlacement(ctx, row);
    return;
  }
  const win = winOf(row, rouletteOutcomeOf(ctx.seeds, row.gameCode, row.round).number);
  if ((await sendWin(ctx.wallet, walletRoundOf(ctx, row), win))?.status === 'OK') {
    await setPlacementState(ctx.db, row.id, 'settled', win);
  }
}

const lastRevealed = (ctx: TableContext) => lastRevealedRound(ROULETTE_SCHEDULE, ctx.now.getTime());

/** Finishes what the table owes: every player's, or one player's. Answers how many it finished. */
export async function settleRoulette(ctx: TableContext, userId?: number): Promise<number> {
  const rows = await unfinishedPlacements(
    ctx.db,
    ROULETTE_GAME,
    lastRevealed(ctx),
    ctx.now,
    SWEEP_BATCH,
    userId,
  );
  for (const row of rows) await finishPlacement(ctx, row);
  return rows.length;
}

const shownBets = (rows: readonly TableBetRow[]) =>
  rows.flatMap((row) => row.bets.map((bet) => ({ kind: bet.kind, numbers: bet.numbers, stake: bet.stake })));

/** Joining the table: where the round stands, the player's bets on it, and the latest numbers. */
export async function rouletteTable(
  ctx: TableContext,
  token: string,
): Promise<RouletteTableAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, ROULETTE_GAME);
  if (isRefusal(session)) return session;
  await settleRoulette(ctx, session.userId);
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
    history: Array.from({ length: HISTORY_ROUNDS }, (_, i) =>
      rouletteOutcomeOf(ctx.seeds, ROULETTE_GAME, newest - i),
    ),
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
  const session = await tableSessionOf(ctx, token, ROULETTE_GAME);
  if (isRefusal(session)) return session;
  const moment = tableMomentAt(ROULETTE_SCHEDULE, ctx.now.getTime());
  if (input.round !== moment.round || moment.phase !== 'betting') return refuse('bettingClosed');
  if (!input.bets.every(validBet)) return refuse('invalidBet');
  const stake = input.bets.reduce((sum, bet) => sum + bet.stake, 0);
  const staked = await roundStakeOf(ctx.db, ROULETTE_GAME, moment.round, session.userId);
  if (staked + stake > ROULETTE_MAX_ROUND_STAKE) return refuse('tableLimit');
  const placed = await takePlacement(ctx, session, token, {
    gameCode: ROULETTE_GAME,
    round: moment.round,
    requestId: input.requestId,
    bets: input.bets.map((bet) => ({ ...bet, numbers: [...bet.numbers].sort((a, b) => a - b) })),
    stake,
  });
  if (isRefusal(placed)) return placed;
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  const myBets = shownBets(await placementsOf(ctx.db, ROULETTE_GAME, moment.round, session.userId));
  return { status: 'OK', balance, myBets };
}

/** A revealed round's number and seeds, with what the player staked and won on it (paid first). */
export async function rouletteResult(
  ctx: TableContext,
  token: string,
  round: number,
): Promise<RouletteResultAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, ROULETTE_GAME);
  if (isRefusal(session)) return session;
  if (round > lastRevealed(ctx)) return refuse('notRevealed');
  await settleRoulette(ctx, session.userId);
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
