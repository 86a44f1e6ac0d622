// The in-house slots: opening a game session, spinning, and changing the client seed. The player
// is named by the launch token alone; money moves only through the seamless wallet.
import { randomUUID } from 'node:crypto';
import type {
  HouseRefusal,
  NextSeeds,
  SlotRound,
  SlotRules,
  SlotSessionAnswer,
  SlotSpinAnswer,
} from '@bet/domain/api/house-games';
import { isSlotStake, SLOT_STAKES_PER_LINE, slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import {
  evaluateGrid,
  gridAt,
  PAY_POINTS_PER_STAKE,
  type SlotMachine,
  spin,
} from '@bet/domain/casino/slot-engine';
import type { Db } from '../../../db/client.ts';
import { gameTitleOf } from '../catalogue/catalogue-repo.ts';
import { findLaunchSession, type LaunchSession } from '../launch-tokens.ts';
import { cancelBet, finishRounds, payWin, placeBet, type RoundCalls } from './finish-round.ts';
import {
  insertRound,
  lastDrawnAt,
  latestPlayedRound,
  proofOf,
  ROUND_LEASE_MS,
  type RoundRow,
  setRoundState,
} from './house-rounds.ts';
import { advanceSeeds, changeClientSeed, lockSeeds, nextSeedsOf } from './house-seeds.ts';
import type { HouseWallet } from './house-wallet.ts';
import { isRefusal, refusalOfBet, refuse } from './refusals.ts';

export type HouseContext = { db: Db; wallet: HouseWallet; now: Date; rules: SlotRules };

type SlotSession = { session: LaunchSession; machine: SlotMachine; calls: RoundCalls };

/** The live slot session a token names, or the refusal to give. */
async function slotSessionOf(ctx: HouseContext, token: string): Promise<SlotSession | HouseRefusal> {
  const session = await findLaunchSession(ctx.db, token);
  if (!session || session.expiresAt.getTime() <= ctx.now.getTime()) return refuse('sessionExpired');
  const machine = slotMachineOf(session.gameCode);
  if (!machine) return refuse('serviceUnavailable');
  return { session, machine, calls: { db: ctx.db, wallet: ctx.wallet, now: ctx.now, token } };
}

/** A stored round as the client shows it, its wins recomputed from its stops. */
export function slotRoundOf(machine: SlotMachine, round: RoundRow, balance: number): SlotRound {
  const { stops } = round.outcome;
  const evaluation = evaluateGrid(machine, gridAt(machine, stops));
  const ofPoints = (points: number, stake: number) => Math.floor((points * stake) / PAY_POINTS_PER_STAKE);
  return {
    proof: proofOf(round),
    stops,
    lineWins: evaluation.lineWins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      win: ofPoints(w.points, round.stakePerLine),
    })),
    scatterWin: ofPoints(evaluation.scatter.points, round.stake),
    balance,
  };
}

async function currentSeeds(ctx: HouseContext, userId: number, gameCode: string): Promise<NextSeeds> {
  return ctx.db.transaction(async (tx) => nextSeedsOf(await lockSeeds(tx, userId, gameCode)));
}

/** Opens the game: finishes rounds a crash or timeout left open, then the balance, seeds and last round. */
export async function openSlotSession(
  ctx: HouseContext,
  token: string,
): Promise<SlotSessionAnswer | HouseRefusal> {
  const found = await slotSessionOf(ctx, token);
  if (isRefusal(found)) return found;
  const { session, machine, calls } = found;
  const resumed = (await finishRounds(calls, session.userId, session.gameCode)) > 0;
  const balance = await ctx.wallet.balance(token, session.currency).catch(() => null);
  if (balance?.status !== 'OK' || balance.balance === undefined) {
    return refuse(balance?.status === 'INVALID_TOKEN' ? 'sessionExpired' : 'serviceUnavailable');
  }
  const last = await latestPlayedRound(ctx.db, session.userId, session.gameCode);
  return {
    status: 'OK',
    gameCode: session.gameCode,
    title: await gameTitleOf(ctx.db, session.gameCode),
    currency: session.currency,
    balance: balance.balance,
    stakes: [...SLOT_STAKES_PER_LINE],
    rules: ctx.rules,
    seeds: await currentSeeds(ctx, session.userId, session.gameCode),
    lastRound: last ? slotRoundOf(machine, last, balance.balance) : null,
    resumed,
  };
}

/**
 * One spin: the outcome is drawn and stored with its seeds before any money moves, then the bet
 * and the win go to the wallet. A call that gets no answer leaves the round for finishRounds.
 */
export async function playSlotSpin(
  ctx: HouseContext,
  token: string,
  stakePerLine: number,
): Promise<SlotSpinAnswer | HouseRefusal> {
  if (!isSlotStake(stakePerLine)) return refuse('invalidStake');
  const found = await slotSessionOf(ctx, token);
  if (isRefusal(found)) return found;
  const { session, machine, calls } = found;
  await finishRounds(calls, session.userId, session.gameCode);

  const drawn = await ctx.db.transaction(async (tx) => {
    // The seed row's lock also makes one player's spins of a game wait for each other.
    const seeds = await lockSeeds(tx, session.userId, session.gameCode);
    const last = await lastDrawnAt(tx, session.userId, session.gameCode);
    if (last && ctx.now.getTime() - last.getTime() < ctx.rules.minSpinMs) return null;
    const result = spin(machine, seeds, stakePerLine);
    const round: RoundRow = {
      id: randomUUID(),
      userId: session.userId,
      gameCode: session.gameCode,
      currency: session.currency,
      serverSeed: seeds.serverSeed,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      stakePerLine,
      stake: result.totalStake,
      win: result.totalWin,
      outcome: { stops: result.stops },
      state: 'open',
      playedAt: ctx.now,
      leaseUntil: new Date(ctx.now.getTime() + ROUND_LEASE_MS),
      settledAt: null,
    };
    await insertRound(tx, round);
    return { round, next: nextSeedsOf(await advanceSeeds(tx, seeds)) };
  });
  if (!drawn) return refuse('spinTooSoon');
  const { round, next } = drawn;

  const bet = await placeBet(calls, round);
  if (bet === null) {
    await cancelBet(calls, round);
    return refuse('serviceUnavailable');
  }
  if (bet.status !== 'OK') {
    await setRoundState(ctx.db, round.id, 'cancelled', ctx.now);
    return refusalOfBet(bet);
  }
  await setRoundState(ctx.db, round.id, 'bet', ctx.now);
  const win = await payWin(calls, round);
  // Without the win's answer the balance shown is the one after the bet; the win follows on resume.
  const balance = (win?.status === 'OK' ? win.balance : bet.balance) ?? 0;
  return { status: 'OK', round: slotRoundOf(machine, round, balance), seeds: next };
}

/** The player picks the client seed of the rounds to come. */
export async function setClientSeed(
  ctx: HouseContext,
  token: string,
  clientSeed: string,
): Promise<{ status: 'OK'; seeds: NextSeeds } | HouseRefusal> {
  const found = await slotSessionOf(ctx, token);
  if (isRefusal(found)) return found;
  const { userId, gameCode } = found.session;
  const seeds = await ctx.db.transaction(async (tx) =>
    nextSeedsOf(await changeClientSeed(tx, await lockSeeds(tx, userId, gameCode), clientSeed)),
  );
  return { status: 'OK', seeds };
}
