// Bonus requests (spec 002 sections 2, 3, 7): the site's bonuses with the player's request status,
// asking for one, and, once accepted, its wagering progress. Money in major units.
import { z } from 'zod';
import { callBody, wholeNumber } from './fields.ts';

/** The player's request: 0 waiting, 1 accepted, 2 denied. */
export const BONUS_STATUS = { waiting: 0, accepted: 1, denied: 2 } as const;

export const bonusItem = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  /** The terms, as the operator wrote them (plain text). */
  content: z.string(),
  /** The player's latest request of it, or null when none. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  /** A waiting or accepted request exists: asking again is refused. */
  requestedExists: z.boolean(),
  /** What it gives: a fixed amount, or a percentage (basis points) of the last deposit up to a cap. */
  offer: z.object({ amount: z.number(), percentBp: z.number(), maxAmount: z.number() }),
  wageringMultiplier: z.number(),
  /** An accepted bonus: its amount, how much is wagered of what is needed, and where it stands. */
  grant: z
    .object({
      amount: z.number(),
      wagered: z.number(),
      required: z.number(),
      state: z.enum(['wagering', 'released', 'expired']),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type BonusItem = z.infer<typeof bonusItem>;

export const getBonusRequest = callBody({});
export const getBonusAnswer = z.object({
  status: z.literal(true),
  data: z.array(bonusItem),
  /** The bonus balance: accepted bonuses still being wagered, minor units shown as major. */
  bonusBalance: z.number(),
});
export type GetBonusAnswer = z.infer<typeof getBonusAnswer>;

export const requestBonusRequest = callBody({ bonusId: wholeNumber(1, 2_147_483_647) });
export const requestBonusAnswer = z.object({ status: z.literal(true), message: z.string() });
