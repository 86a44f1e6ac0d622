// Manual operations: a correction of a user's credit against the house, with the reason required,
// and the balances a dealer looks after.
import { z } from 'zod';
import { apiAmount, callBody, requestId, text } from '../fields.ts';

export const creditCorrectionRequest = callBody({
  reqId: requestId,
  targetUserId: z.number().int().positive().max(2_147_483_647),
  /** Major units; positive adds to the user's credit, negative takes from it. */
  amount: apiAmount,
  reason: text(500).trim().min(3),
});
export type CreditCorrectionRequest = z.input<typeof creditCorrectionRequest>;

export const creditCorrectionAnswer = z.object({
  status: z.literal(true),
  transactionId: z.number(),
  /** The user's credit after it, major units. */
  credit: z.number(),
});

export const balancesRequest = callBody({ targetUserId: z.number().int().positive().optional() });

/** Minor units: the user's own credit, and the credit held by everyone below it. */
export const balancesAnswer = z.object({
  status: z.literal(true),
  currency: z.string(),
  own: z.number().int(),
  subtree: z.number().int(),
  accounts: z.number().int(),
});
export type BalancesAnswer = z.infer<typeof balancesAnswer>;
