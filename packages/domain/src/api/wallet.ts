// What the wallet calls answer (spec 000 section 3): zod schemas, the one source of these types.
import { z } from 'zod';

/** A movement of the player's credit (utrs): transType 1 income, 0 expense; amount positive, in major units. */
export const transaction = z.object({
  id: z.number(),
  transType: z.union([z.literal(0), z.literal(1)]),
  processDate: z.string(),
  /** Translated by the server; only the text before an arrow is shown. */
  type: z.string(),
  amount: z.number(),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionsAnswer = z.object({
  status: z.literal(true),
  results: z.array(transaction),
  totalCount: z.number(),
});
export type TransactionsAnswer = z.infer<typeof transactionsAnswer>;
