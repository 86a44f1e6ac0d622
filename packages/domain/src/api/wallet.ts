// What the wallet calls take and answer (spec 000 sections 3 and 7): zod schemas, the one source of
// these types.
import { z } from 'zod';
import { callBody, dayRangeFields, text } from './fields.ts';

/** Spec 9: transaction pages hold 50. */
export const TRANSACTION_PAGE_SIZE = 50;

const wholeNumber = (max: number) =>
  z.union([z.number(), text(9).regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(max));
// 0 or empty means every service.
const serviceTypeField = z
  .union([z.number(), z.enum(['', '0', '1', '4', '5']).transform(Number)])
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(4), z.literal(5)]));

/** utrs: transactionType a income, e expense, '' all; serviceType 1 sport, 4 live casino, 5 slots. */
export const transactionsRequest = callBody({
  ...dayRangeFields,
  transactionType: z.enum(['a', 'e', '']).optional(),
  serviceType: serviceTypeField.optional(),
  /** The offset of the page. */
  order: wholeNumber(1_000_000).optional(),
  limit: wholeNumber(TRANSACTION_PAGE_SIZE).pipe(z.number().min(1)).optional(),
});
/** utrs as a client sends it. */
export type TransactionsRequest = z.input<typeof transactionsRequest>;

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
