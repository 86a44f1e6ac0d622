// A house round's three possible wallet calls, with transaction ids derived from the round's own id,
// so a call sent again (after a timeout or a crash) is the same call and the wallet applies it once.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import type { HouseWallet } from './house-wallet.ts';

/** What the wallet needs of a round: its id at the wallet, the session it is played under, its stake. */
export type WalletRound = { walletRoundId: string; token: string; currency: string; stake: number };

const betIdOf = (round: WalletRound) => `${round.walletRoundId}:bet`;

/** The wallet's answer, or null when none came back (the call may or may not have landed). */
async function answered(call: () => Promise<WalletAnswer>): Promise<WalletAnswer | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

export const sendBet = (wallet: HouseWallet, round: WalletRound) =>
  answered(() =>
    wallet.bet(round.token, round.currency, {
      transactionId: betIdOf(round),
      roundId: round.walletRoundId,
      amount: round.stake,
    }),
  );

/** Pays a win (0 included: it closes the round at the wallet). */
export const sendWin = (wallet: HouseWallet, round: WalletRound, win: number) =>
  answered(() =>
    wallet.win(round.token, round.currency, {
      transactionId: `${round.walletRoundId}:win`,
      roundId: round.walletRoundId,
      amount: win,
      betTransactionId: betIdOf(round),
    }),
  );

/** Undoes a bet whose answer never came: refunds it if it landed, or makes sure it never will. */
export const sendRollback = (wallet: HouseWallet, round: WalletRound) =>
  answered(() =>
    wallet.rollback(round.token, round.currency, {
      transactionId: `${round.walletRoundId}:rollback`,
      roundId: round.walletRoundId,
      betTransactionId: betIdOf(round),
    }),
  );

/** A further stake on the round (a blackjack double), by its own name within the round. */
export const sendExtraBet = (wallet: HouseWallet, round: WalletRound, part: string, amount: number) =>
  answered(() =>
    wallet.bet(round.token, round.currency, {
      transactionId: `${round.walletRoundId}:${part}`,
      roundId: round.walletRoundId,
      amount,
    }),
  );

/** Undoes a further stake whose answer never came. */
export const sendExtraRollback = (wallet: HouseWallet, round: WalletRound, part: string) =>
  answered(() =>
    wallet.rollback(round.token, round.currency, {
      transactionId: `${round.walletRoundId}:${part}:rollback`,
      roundId: round.walletRoundId,
      betTransactionId: `${round.walletRoundId}:${part}`,
    }),
  );
