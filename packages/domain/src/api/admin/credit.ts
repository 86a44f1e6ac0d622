// A dealer's deposit to or withdrawal from the credit of a user below it.
import { z } from 'zod';
import { apiAmount, callBody, requestId } from '../fields.ts';

export const creditDirections = ['deposit', 'withdraw'] as const;
export type CreditDirection = (typeof creditDirections)[number];

export const creditTransferRequest = callBody({
  reqId: requestId,
  targetUserId: z.number().int().positive().max(2_147_483_647),
  /** Major units, a number or a decimal string, as the API takes amounts. */
  amount: apiAmount,
  direction: z.enum(creditDirections),
});
export type CreditTransferRequest = z.input<typeof creditTransferRequest>;

/** The new credit is in major units, as the API presents amounts. */
export const creditTransferAnswer = z.object({
  status: z.literal(true),
  transactionId: z.number(),
  credit: z.number(),
});
export type CreditTransferAnswer = z.infer<typeof creditTransferAnswer>;
