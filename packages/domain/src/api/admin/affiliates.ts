// The back office's affiliates: requests to approve (percentage, cut-off, carry-over, second tier)
// or reject, the affiliates with their period statements, and closing due periods now. Amounts are
// minor units, rates basis points (2500 = 25.00%).
import { z } from 'zod';
import { callBody } from '../fields.ts';

export const affiliateStatuses = ['pending', 'active', 'rejected'] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

export const officeAffiliate = z.object({
  userId: z.number(),
  username: z.string(),
  status: z.enum(affiliateStatuses),
  percentBp: z.number().int(),
  cutoff: z.union([z.literal(0), z.literal(1)]),
  carryOver: z.boolean(),
  tierBp: z.number().int(),
  affiliateLink: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Players registered through the link. */
  referred: z.number(),
});
export type OfficeAffiliate = z.infer<typeof officeAffiliate>;

export const affiliateListRequest = callBody({ status: z.enum(affiliateStatuses).optional() });
export const affiliateListAnswer = z.object({
  status: z.literal(true),
  affiliates: z.array(officeAffiliate),
});

const userId = z.number().int().positive();
const rate = z.number().int().min(0).max(10_000);

export const approveAffiliateRequest = callBody({
  userId,
  percentBp: rate,
  cutoff: z.union([z.literal(0), z.literal(1)]),
  carryOver: z.boolean(),
  tierBp: rate.default(0),
});
export type ApproveAffiliateRequest = z.input<typeof approveAffiliateRequest>;
export const rejectAffiliateRequest = callBody({ userId });
export const decideAffiliateAnswer = z.object({ status: z.literal(true), affiliate: officeAffiliate });

export const statementItem = z.object({
  userId: z.number(),
  username: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
});
export const officeStatement = z.object({
  periodId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  currency: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  ngr: z.number().int(),
  carriedIn: z.number().int(),
  share: z.number().int(),
  tierShare: z.number().int(),
  total: z.number().int(),
  carriedOut: z.number().int(),
  /** The ledger transaction that paid it; null when nothing was due. */
  transactionId: z.number().nullable(),
  items: z.array(statementItem),
});
export type OfficeStatement = z.infer<typeof officeStatement>;

export const affiliateStatementsRequest = callBody({ userId });
export const affiliateStatementsAnswer = z.object({
  status: z.literal(true),
  statements: z.array(officeStatement),
});

/** Closes every period of the affiliate that has ended and is not closed yet; closed ones stay as they are. */
export const closeAffiliatePeriodsRequest = callBody({ userId });
export const closeAffiliatePeriodsAnswer = z.object({
  status: z.literal(true),
  closed: z.array(z.string()),
});
