// One user's credit movements as the back office reads them: newest first, paged, by days and direction.
import { z } from 'zod';
import { callBody, optionalDay } from '../fields.ts';
import { listAnswer, pageFields } from './list.ts';

/** in: money that came into the user's credit; out: money that left it. */
export const transactionDirections = ['in', 'out'] as const;
export type TransactionDirection = (typeof transactionDirections)[number];

export const userTransactionsRequest = callBody({
  ...pageFields,
  targetUserId: z.number().int().positive().max(2_147_483_647),
  from: optionalDay,
  to: optionalDay,
  direction: z.enum(transactionDirections).optional(),
});
export type UserTransactionsRequest = z.input<typeof userTransactionsRequest>;

/** One movement: the ledger transaction, what caused it (its kind) and the signed amount in minor units. */
export const userTransaction = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.string(),
  amount: z.number().int(),
});
export type UserTransaction = z.infer<typeof userTransaction>;

/** The user's currency comes along: the amounts are in it. */
export const userTransactionsAnswer = listAnswer(userTransaction).extend({ currency: z.string() });
export type UserTransactionsAnswer = z.infer<typeof userTransactionsAnswer>;
