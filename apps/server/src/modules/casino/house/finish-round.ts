// Drives a round's wallet calls to an end. Every call is idempotent by its transaction id, so a
// call that got no answer (timeout, crash) is simply sent again later, by the next spin or a reload.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import type { Executor } from '../../../db/client.ts';
import type { HouseWallet } from './house-wallet.ts';
import { type RoundRow, setRoundState, unfinishedRounds } from './house-rounds.ts';

export type RoundCalls = { db: Executor; wallet: HouseWallet; now: Date; token: string };

export const betIdOf = (roundId: string) => `${roundId}:bet`;
const winIdOf = (roundId: string) => `${roundId}:win`;
const rollbackIdOf = (roundId: string) => `${roundId}:rollback`;

/** The wallet's answer, or null when none came back (the call may or may not have landed). */
async function answered(call: () => Promise<WalletAnswer>): Promise<WalletAnswer | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

export const placeBet = (calls: RoundCalls, round: RoundRow) =>
  answered(() =>
    calls.wallet.bet(calls.token, round.currency, {
      transactionId: betIdOf(round.id),
      roundId: round.id,
      amount: round.stake,
    }),
  );

/** Pays the round's win (0 included: it closes the round at the wallet). Answers the wallet's reply. */
export async function payWin(calls: RoundCalls, round: RoundRow): Promise<WalletAnswer | null> {
  const answer = await answered(() =>
    calls.wallet.win(calls.token, round.currency, {
      transactionId: winIdOf(round.id),
      roundId: round.id,
      amount: round.win,
    }),
  );
  if (answer?.status === 'OK') await setRoundState(calls.db, round.id, 'settled', calls.now);
  return answer;
}

/** Undoes a bet whose answer never came: refunds it if it landed, or makes sure it never will. */
export async function cancelBet(calls: RoundCalls, round: RoundRow): Promise<boolean> {
  const answer = await answered(() =>
    calls.wallet.rollback(calls.token, round.currency, {
      transactionId: rollbackIdOf(round.id),
      roundId: round.id,
      betTransactionId: betIdOf(round.id),
    }),
  );
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
