// The seamless wallet a game provider calls (balance, bet, win, rollback), shaped like the common
// casino aggregators' protocol: every body is signed, amounts are integer minor units, and each
// money call carries the provider's own transaction id, unique per provider.
import { z } from 'zod';
import { text } from './fields.ts';

const id = text(100).min(1);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Fields of every wallet call: who calls, and for which player session (the launch token). */
const sessionFields = {
  providerId: text(40).min(1),
  token: text(100).min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
};

export const walletBalanceRequest = z.object(sessionFields);

export const walletBetRequest = z.object({
  ...sessionFields,
  transactionId: id,
  roundId: id,
  amount: minorUnits,
});

export const walletWinRequest = z.object({
  ...sessionFields,
  transactionId: id,
  roundId: id,
  amount: minorUnits,
  /** The bet this win pays, when the provider names it. */
  betTransactionId: id.optional(),
});

export const walletRollbackRequest = z.object({
  ...sessionFields,
  transactionId: id,
  roundId: id,
  /** The provider's transaction id of the bet to refund. */
  betTransactionId: id,
});

export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletBetRequest = z.infer<typeof walletBetRequest>;
export type WalletWinRequest = z.infer<typeof walletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;

/** The protocol's answer codes; only OK moved (or confirmed) money. */
export const walletStatuses = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'WRONG_CURRENCY',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'BET_ALREADY_SETTLED',
  /** The bet would take a dealer of the player past its daily casino stake limit. */
  'LIMIT_EXCEEDED',
  /** The player's own protection refuses it: a loss limit it would pass, or an exclusion begun in play. */
  'PLAYER_LIMIT',
  /** The platform suspended the provider: no new bets; wins and rollbacks of open rounds still count. */
  'GAME_UNAVAILABLE',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

export const walletAnswer = z.object({
  status: z.enum(walletStatuses),
  /** The player's balance in minor units after the call. */
  balance: z.number().int().optional(),
  currency: z.string().optional(),
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

/** The answer to an unsigned or wrongly signed call. */
export const walletSignatureRefusal = z.object({ status: z.literal('INVALID_SIGNATURE') });
