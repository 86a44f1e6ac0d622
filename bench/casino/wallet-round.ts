// One round of a provider's game as the wallet sees it: a bet, then its win, under fresh
// transaction ids. All three ways of measuring (bare SQL, in-process, HTTP) play the same rounds.
import type { WalletBetRequest, WalletWinRequest } from '@bet/domain/api/casino-wallet';
import type { CasinoPlayer } from './players.ts';

/** Minor units a round stakes; its win is 1 to twice that, never 0, so both calls write the ledger. */
export const ROUND_STAKE = 100;

export type WalletRound = { bet: WalletBetRequest; win: WalletWinRequest };

let counter = 0;

export function nextRound(providerCode: string, player: CasinoPlayer): WalletRound {
  counter += 1;
  const roundId = `bench-${process.pid}-${counter}`;
  const session = { providerId: providerCode, token: player.token, currency: 'TRY' };
  return {
    bet: { ...session, transactionId: `${roundId}:bet`, roundId, amount: ROUND_STAKE },
    win: {
      ...session,
      transactionId: `${roundId}:win`,
      roundId,
      amount: 1 + Math.floor(Math.random() * 2 * ROUND_STAKE),
      betTransactionId: `${roundId}:bet`,
    },
  };
}
