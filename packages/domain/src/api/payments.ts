// What the player's payment calls take and answer (trfs; spec 000 section 3, spec 002 section 7):
// zod schemas, the one source of these types. Amounts in major units.
import { z } from 'zod';
import { apiAmount, callBody, clientRequestId, dayRangeFields, text, wholeNumber } from './fields.ts';

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

/** The form values of a request: each field's name and value (dates already in the wire form). */
export const transferValues = z.array(z.object({ name: text(64), value: text(500) })).max(30);

/** setTransferRequest: a deposit (0) or withdraw (1) request through one payment type. */
export const setTransferRequestRequest = callBody({
  payId: wholeNumber(1, 2_147_483_647),
  payCatId: wholeNumber(1, 2_147_483_647),
  amount: apiAmount,
  transferType: wholeNumber(0, 1),
  values: transferValues.default([]),
  /** For a bank-type method: the chosen bank's amount option. */
  activeAmountId: wholeNumber(1, 2_147_483_647).optional(),
  reqId: clientRequestId,
});
export type SetTransferRequestRequest = z.input<typeof setTransferRequestRequest>;
export type SetTransferRequestQuery = z.output<typeof setTransferRequestRequest>;

/** How the client goes on: 1 same-window redirect, 2 popup frame 640x480, 0 none (a redirect then opens a new window). */
export const PAYMENT_IFRAME = { none: 0, sameWindow: 1, popup: 2 } as const;

/**
 * The request's outcome. Refused: status false and error "key|param|...". Accepted: a payment page to
 * open (paymenturl with redirect / iframe) or a message (the list closes, the balance reloads).
 */
export const setTransferRequestAnswer = z.object({
  status: z.boolean(),
  id: z.number().optional(),
  redirect: z.boolean(),
  iframe: z.number(),
  paymenturl: z.string(),
  msg: z.string(),
  error: z.string(),
});
export type SetTransferRequestAnswer = z.infer<typeof setTransferRequestAnswer>;

/** The player takes back a waiting request; a withdrawal's held amount returns to their balance. */
export const cancelTransferRequestRequest = callBody({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });
export const cancelTransferRequestAnswer = z.object({ status: z.literal(true), item: transferRequestItem });
