// Payloads of createCoupon and couponHold (spec 001 section 7), as the spec's client sends them.

import { apiAmount, callBody, clientRequestId, text } from '@bet/domain/api/fields';
import { z } from 'zod';
import { placementKey } from '../request-keys.ts';

/** The site setting maxOddsCoupon allows at most this many picks; the site's own limit is a rule. */
const MOST_PICKS = 100;
const flag = z.union([z.literal(0), z.literal(1)]);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const tip = z.strictObject({
  matchId: id,
  oddsType: z.number().int().min(0).max(2_147_483_647),
  special: text(40),
  outcomeId: text(40).min(1),
  /** Decimal odds as the player saw them. */
  odd: z.number().gt(1).max(100_000),
  ttype: z.enum(['L', 'N']),
  banker: flag,
});

export type CouponTipInput = z.infer<typeof tip>;

const tipKey = (t: CouponTipInput) => `${t.matchId}|${t.oddsType}|${t.special}|${t.outcomeId}`;

export const createCouponBody = callBody({
  // Read as the placement's idempotency key: the client's, else a unique one (request-keys.ts).
  reqId: clientRequestId.transform(placementKey),
  ticketType: z.enum(['TK', 'KK', 'CK', 'SK']),
  couponType: z.union([z.literal(0), z.literal(2)]),
  oddChangeOk: flag,
  systemTickets: z.array(z.number().int().min(1).max(MOST_PICKS)).max(MOST_PICKS),
  combins: z.number().int().min(1).max(1_000_000),
  totalStake: apiAmount,
  ticketStake: apiAmount,
  tips: z
    .array(tip)
    .min(1)
    .max(MOST_PICKS)
    // The same outcome twice is not a coupon the slip can make.
    .refine((tips) => new Set(tips.map(tipKey)).size === tips.length, { message: 'invalidInput' }),
});

export type CreateCouponInput = z.infer<typeof createCouponBody>;

export const couponHoldBody = callBody({ ticketId: text(20).min(1) });
