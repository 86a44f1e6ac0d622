// What the player's payment calls take and answer (trfs; spec 000 section 3, spec 002 section 7):
// zod schemas, the one source of these types. Amounts in major units.
import { z } from 'zod';
import { callBody, dayRangeFields, wholeNumber } from './fields.ts';

/** trfs pages hold 50. */
export const TRANSFER_PAGE_SIZE = 50;

/** trfs as the spec's client sends it. Status '' or -1 means every status. */
export const transferRequestsRequest = callBody({
  ...dayRangeFields,
  status: z.union([z.literal(''), wholeNumber(-1, 2)]).optional(),
  /** The offset of the page. */
  order: wholeNumber(0, 1_000_000).optional(),
  limit: wholeNumber(1, TRANSFER_PAGE_SIZE).optional(),
});
/** trfs as a client sends it. */
export type TransferRequestsRequest = z.input<typeof transferRequestsRequest>;
/** trfs as the server reads it. */
export type TransferRequestsQuery = z.output<typeof transferRequestsRequest>;

/** A deposit or withdrawal request: transferType 0 deposit, 1 withdraw; status 0 waiting, 1 confirmed, 2 cancelled. */
export const transferRequestItem = z.object({
  id: z.number(),
  logo: z.string(),
  catName: z.string(),
  payTag: z.string(),
  note: z.string(),
  transferType: z.number(),
  amount: z.number(),
  status: z.number(),
  reqResult: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type TransferRequestItem = z.infer<typeof transferRequestItem>;

export const transferRequestsAnswer = z.object({
  status: z.literal(true),
  results: z.array(transferRequestItem),
  totalCount: z.number(),
});
export type TransferRequestsAnswer = z.infer<typeof transferRequestsAnswer>;
