// The back office's transfer-request queue (issue: payments): deposit and withdrawal requests of the
// caller's subtree, approving or rejecting one, and blocking a user's or dealer's transfers.
// Amounts in minor units.
import { z } from 'zod';
import { callBody, optionalDay, requestId, text } from '../fields.ts';
import { listAnswer, listFields } from './list.ts';

export const transferSortFields = ['createdAt', 'amount', 'status'] as const;

export const transferQueueRequest = callBody({
  ...listFields(transferSortFields),
  from: optionalDay,
  to: optionalDay,
  /** 0 waiting, 1 confirmed, 2 cancelled. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  /** 0 deposit, 1 withdraw. */
  transferType: z.union([z.literal(0), z.literal(1)]).optional(),
  /** The player, by name. */
  user: text(20).optional(),
});
export type TransferQueueRequest = z.input<typeof transferQueueRequest>;

export const transferApproval = z.object({ staffId: z.number(), staffName: z.string(), at: z.string() });

export const officeTransfer = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  dealerName: z.string().nullable(),
  transferType: z.number(),
  status: z.number(),
  currency: z.string(),
  amount: z.number().int(),
  catName: z.string(),
  payTag: z.string(),
  /** manual, bank or gateway: a gateway's request is decided by its callback, not by staff. */
  payType: z.string(),
  values: z.array(z.object({ name: z.string(), value: z.string() })),
  note: z.string(),
  reqResult: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Approvals so far; a request above the site's threshold needs two different staff members. */
  approvals: z.array(transferApproval),
  approvalsNeeded: z.number().int(),
  /** The player's or a dealer above them has transfers blocked. */
  blocked: z.boolean(),
});
export type OfficeTransfer = z.infer<typeof officeTransfer>;

export const transferQueueAnswer = listAnswer(officeTransfer).extend({
  /** Waiting requests over the whole subtree, and the oldest one's creation (the approval clock). */
  waiting: z.object({ count: z.number().int(), oldestAt: z.string().nullable() }),
});
export type TransferQueueAnswer = z.infer<typeof transferQueueAnswer>;

export const decideTransferRequest = callBody({
  reqId: requestId,
  id: z.number().int().positive(),
  decision: z.enum(['approve', 'reject']),
  /** Shown to the player as the request's result. */
  note: text(500).default(''),
});
export type DecideTransferRequest = z.input<typeof decideTransferRequest>;
export const decideTransferAnswer = z.object({ status: z.literal(true), transfer: officeTransfer });

export const transferBlockRequest = callBody({
  userId: z.number().int().positive(),
  blocked: z.boolean(),
});
export const transferBlockAnswer = z.object({ status: z.literal(true), blocked: z.boolean() });

/** Whether a user's transfers are blocked: by a block of its own, or by a dealer above it (or its role). */
export const transferBlockOfRequest = callBody({ userId: z.number().int().positive() });
export const transferBlockOfAnswer = z.object({
  status: z.literal(true),
  blocked: z.boolean(),
  inherited: z.boolean(),
});
