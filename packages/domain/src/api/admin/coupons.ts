// Coupons as the back office sees them: every coupon of the caller's subtree, filtered like the
// player's list plus by user, dealer, amount and match.
import { z } from 'zod';
import { userRoles } from '../../authz/roles.ts';
import { callBody, optionalDay, requestId, text } from '../fields.ts';
import { listAnswer, listFields } from './list.ts';

/** 0 open, 1 won, -1 lost, -2 cancelled, 2 sold (spec 001 §4). */
export const couponStatus = z.union([z.literal(0), z.literal(1), z.literal(-1), z.literal(-2), z.literal(2)]);

export const couponSortFields = ['createdAt', 'totalStake', 'maxPay', 'income', 'status'] as const;

export const officeCouponsRequest = callBody({
  ...listFields(couponSortFields),
  from: optionalDay,
  to: optionalDay,
  status: couponStatus.optional(),
  /** The player's list's type codes: 0 combine, 1 system, 2 multiple, 3 single, 4 live. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** The coupon's player, by name. */
  user: text(20).optional(),
  /** Only coupons of this dealer's subtree. */
  dealerId: z.number().int().positive().optional(),
  minStake: z.number().int().min(0).optional(),
  maxStake: z.number().int().min(0).optional(),
  matchId: z.number().int().positive().optional(),
  /** Terminal coupons: paid out at the counter or not. */
  paid: z.boolean().optional(),
});
export type OfficeCouponsRequest = z.input<typeof officeCouponsRequest>;

/** Amounts in minor units, odds in thousandths. */
export const officeCoupon = z.object({
  id: z.number(),
  ticketId: z.string(),
  userId: z.number(),
  username: z.string(),
  /** The player's kind of account: a terminal's coupons are paid out at the counter. */
  userRole: z.enum(userRoles),
  dealerName: z.string().nullable(),
  createdAt: z.string(),
  ticketType: z.enum(['TK', 'KK', 'CK', 'SK']),
  isLive: z.boolean(),
  picks: z.number().int(),
  currency: z.string(),
  totalStake: z.number().int(),
  totalOdds: z.number().int(),
  maxPay: z.number().int(),
  income: z.number().int(),
  status: couponStatus,
  paid: z.boolean(),
  settledAt: z.string().nullable(),
});
export type OfficeCoupon = z.infer<typeof officeCoupon>;

export const officeCouponsAnswer = listAnswer(officeCoupon).extend({
  /** Sums over every coupon the filters match, not only this page. */
  sums: z.object({ totalStake: z.number().int(), income: z.number().int() }),
});
export type OfficeCouponsAnswer = z.infer<typeof officeCouponsAnswer>;

export const officeCancelRequest = callBody({ reqId: requestId, ticketId: text(40).min(1) });
export const officeCancelAnswer = z.object({ status: z.literal(true), msg: z.string() });
