// The back office's figures: stakes, payouts and GGR from the ledger, per branch of the tree and per
// period, the stakes still open, and the dealers' commission on that GGR.
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
  /** Confirmed deposits, and withdrawals requested less those returned; 0 in a report of one service. */
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

/**
 * A dealer's commission: its rate (basis points, 1250 is 12.50%) on its subtree's GGR, reckoned per
 * period of the report (day, week or month) on that period's GGR when positive, rounded down to the
 * minor unit, and summed over the periods. A period the players won earns nothing, and is not set
 * against the next one.
 */
export const reportCommission = z.object({ commissionRate: z.number().int(), commission: z.number().int() });

export const reportRow = reportFigures.extend({
  userId: z.number(),
  username: z.string(),
  role: z.string(),
  /** How many accounts the branch holds (itself included). */
  accounts: z.number().int(),
  /** The branch's own dealer's; null for a branch of a kind that earns none (a player, a terminal). */
  commissionRate: z.number().int().nullable(),
  commission: z.number().int().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportAnswer = z.object({
  status: z.literal(true),
  currency: z.string(),
  rows: z.array(reportRow),
  /** With the commission of the rows' dealers summed. */
  totals: reportFigures.extend({ commission: z.number().int() }),
  /**
   * The report's own dealer (the caller, or the branch opened): its rate on the whole subtree's GGR,
   * its rows' commissions included (theirs are carved out of it). Null for the site's admin.
   */
  dealer: reportCommission.nullable(),
  /** The same totals per period, oldest first: the chart's points. */
  series: z.array(reportFigures.omit({ openStakes: true }).extend({ period: z.string() })),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
