// Drives a slot round's wallet calls to an end: a call that got no answer is simply sent again
// later, by the next spin or a reload (see wallet-moves.ts).
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import type { Executor } from '../../../db/client.ts';
import { type RoundRow, setRoundState, unfinishedRounds } from './house-rounds.ts';
import type { HouseWallet } from './house-wallet.ts';
import { sendBet, sendRollback, sendWin, type WalletRound } from './wallet-moves.ts';

export type RoundCalls = { db: Executor; wallet: HouseWallet; now: Date; token: string };

const walletRoundOf = (calls: RoundCalls, round: RoundRow): WalletRound => ({
  walletRoundId: round.id,
  token: calls.token,
  currency: round.currency,
  stake: round.stake,
});

export const placeBet = (calls: RoundCalls, round: RoundRow) =>
  sendBet(calls.wallet, walletRoundOf(calls, round));

/** Pays the round's win and marks it settled once the wallet confirms. */
export async function payWin(calls: RoundCalls, round: RoundRow): Promise<WalletAnswer | null> {
  const answer = await sendWin(calls.wallet, walletRoundOf(calls, round), round.win);
  if (answer?.status === 'OK') await setRoundState(calls.db, round.id, 'settled', calls.now);
  return answer;
}

/** Refunds (or forestalls) the round's bet and marks it cancelled once the wallet confirms. */
export async function cancelBet(calls: RoundCalls, round: RoundRow): Promise<boolean> {
  const answer = await sendRollback(calls.wallet, walletRoundOf(calls, round));
  if (answer?.status !== 'OK') return false;
  await setRoundState(calls.db, round.id, 'cancelled', calls.now);
  return true;
}

/** Ends the player's unfinished rounds of the game; answers how many now stand paid. */
export async function finishRounds(calls: RoundCalls, userId: number, gameCode: string): Promise<number> {
  let paid = 0;
  for (const round of await unfinishedRounds(calls.db, userId, gameCode, calls.now)) {
    if (round.state === 'open') await cancelBet(calls, round);
    else if ((await payWin(calls, round))?.status === 'OK') paid += 1;
  }
  return paid;
}
