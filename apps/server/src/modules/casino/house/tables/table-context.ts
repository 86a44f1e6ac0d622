// What every in-house live table shares: the player's session at the table, their balance, and
// taking a placement's stake through the wallet once per request id.
import type { HouseRefusal } from '@bet/domain/api/house-games';
import type { Db } from '../../../../db/client.ts';
import { openSecret, sealSecret } from '../../../auth/index.ts';
import { findLaunchSession, type LaunchSession } from '../../launch-tokens.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { refusalOfBet, refuse } from '../refusals.ts';
import { sendBet, sendRollback, type WalletRound } from '../wallet-moves.ts';
import type { StoredHandPlay } from './schema.ts';
import { claimPlacement, type NewTableBet, setPlacementState, type TableBetRow } from './table-bets.ts';
import type { TableSeeds } from './table-seeds.ts';

export type TableContext = { db: Db; wallet: HouseWallet; now: Date; seeds: TableSeeds; secretsKey: Buffer };

/** As for slots: the placing call drives its wallet calls alone for this long. */
const PLACEMENT_LEASE_MS = 30_000;

/** The live session a token names at this table, or the refusal to give. */
export async function tableSessionOf(
  ctx: TableContext,
  token: string,
  gameCode: string,
): Promise<LaunchSession | HouseRefusal> {
  const session = await findLaunchSession(ctx.db, token);
  if (!session || session.expiresAt.getTime() <= ctx.now.getTime()) return refuse('sessionExpired');
  return session.gameCode === gameCode ? session : refuse('serviceUnavailable');
}

export const walletRoundOf = (ctx: TableContext, row: TableBetRow): WalletRound => ({
  walletRoundId: `table:${row.id}`,
  token: openSecret(ctx.secretsKey, row.tokenSealed),
  currency: row.currency,
  stake: row.stake,
});

export async function balanceOf(
  ctx: TableContext,
  token: string,
  currency: string,
): Promise<number | HouseRefusal> {
  const answer = await ctx.wallet.balance(token, currency).catch(() => null);
  if (answer?.status === 'OK' && answer.balance !== undefined) return answer.balance;
  return refuse(answer?.status === 'INVALID_TOKEN' ? 'sessionExpired' : 'serviceUnavailable');
}

/** Undoes a placement whose bet got no answer; answers whether the wallet confirmed it. */
export async function undoPlacement(ctx: TableContext, row: TableBetRow): Promise<boolean> {
  if ((await sendRollback(ctx.wallet, walletRoundOf(ctx, row)))?.status !== 'OK') return false;
  await setPlacementState(ctx.db, row.id, 'cancelled');
  return true;
}

export type Placement = {
  gameCode: string;
  round: number;
  requestId: string;
  bets: NewTableBet['bets'];
  stake: number;
  play?: StoredHandPlay;
};

/**
 * Takes a placement's stake once per request id: a retry answers what the first call did. Answers
 * the confirmed placement, or the refusal.
 */
export async function takePlacement(
  ctx: TableContext,
  session: LaunchSession,
  token: string,
  placement: Placement,
): Promise<TableBetRow | HouseRefusal> {
  const { row, fresh } = await claimPlacement(ctx.db, {
    ...placement,
    userId: session.userId,
    tokenSealed: sealSecret(ctx.secretsKey, token),
    currency: session.currency,
    play: placement.play ?? null,
    state: 'open',
    placedAt: ctx.now,
    leaseUntil: new Date(ctx.now.getTime() + PLACEMENT_LEASE_MS),
  });
  if (row.state === 'cancelled') return refuse('betRefused');
  if (!fresh && row.state !== 'open') return row;
  const bet = await sendBet(ctx.wallet, walletRoundOf(ctx, row));
  if (bet === null) {
    await undoPlacement(ctx, row);
    return refuse('serviceUnavailable');
  }
  if (bet.status !== 'OK') {
    await setPlacementState(ctx.db, row.id, 'cancelled');
    return refusalOfBet(bet);
  }
  await setPlacementState(ctx.db, row.id, 'bet');
  return { ...row, state: 'bet' };
}
