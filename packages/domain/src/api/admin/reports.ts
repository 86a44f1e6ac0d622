// The back office's figures: stakes, payouts and GGR from the ledger, per branch of the tree and per
// period, and the stakes still open.
import { z } from 'zod';
import { callBody, optionalDay } from '../fields.ts';

export const reportProducts = ['all', 'sport', 'casino', 'slots'] as const;
export const reportPeriods = ['day', 'week', 'month'] as const;

export const reportRequest = callBody({
  from: optionalDay,
  to: optionalDay,
  product: z.enum(reportProducts).default('all'),
  period: z.enum(reportPeriods).default('day'),
  /** Whose branches to show: the caller's own when missing. */
  parentId: z.number().int().positive().optional(),
});
export type ReportRequest = z.input<typeof reportRequest>;

/** Minor units. GGR = stakes − payouts − refunds. */
export const reportFigures = z.object({
  stakes: z.number().int(),
  payouts: z.number().int(),
  refunds: z.number().int(),
  ggr: z.number().int(),
  /** Stakes of coupons not settled yet (now, whatever the dates). */
  openStakes: z.number().int(),
  coupons: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportRow = reportFigures.extend({
  userId: z.number(),
  username: z.string(),
  role: z.string(),
  /** How many accounts the branch holds (itself included). */
  accounts: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportAnswer = z.object({
  status: z.literal(true),
  currency: z.string(),
  rows: z.array(reportRow),
  totals: reportFigures,
  /** The same totals per period, oldest first: the chart's points. */
  series: z.array(reportFigures.omit({ openStakes: true }).extend({ period: z.string() })),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
