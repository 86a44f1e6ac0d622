import {
  commissionRate,
  type UpdateUserRequest,
  type UserDetail,
  userLimits,
} from '@bet/domain/api/admin/user-edit';
import { COUPON_LIMIT_KINDS, type CouponLimitSet, type UserLimits } from '@bet/domain/user-defaults';
import { z } from 'zod';
import {
  minorText,
  rateText,
  thousandthsText,
  typed,
  typedMinor,
  typedRate,
  typedThousandths,
  typedWhole,
} from '../../../shared/format/typed-numbers.ts';

const PERCENT = /^\d{1,4}(?:\.\d{1,2})?$/;
const typedPercent = (text: string) => {
  const value = text.trim().replace(',', '.');
  return PERCENT.test(value) ? Number(value) : null;
};

const amount = typed(typedMinor);
const odds = typed(typedThousandths);
const whole = typed(typedWhole);

const kindForm = z.object({
  minTip: whole,
  minStake: amount,
  maxStake: amount,
  maxPay: amount,
  status: z.boolean().transform((on) => (on ? 1 : 0)),
});

/**
 * The limits as a staff member types them (amounts in major units, odds as decimals), with a dealer's
 * commission rate (a percentage), read into the record's units and then checked by the record's own
 * rules, at the same field paths.
 */
export const limitsForm = z
  .object({
    single: kindForm,
    combine: kindForm,
    multiple: kindForm,
    live: kindForm,
    system: kindForm,
    minOddsCoupon: z.object({ limit: odds }),
    maxOddsCoupon: z.object({ limit: odds }),
    bonusJson: z.object({ bonusPercent: typed(typedPercent), bonusTipCount: whole, bonusOdds: odds }),
    commissionRate: typed(typedRate),
  })
  .pipe(userLimits.extend({ commissionRate }));
export type LimitsInput = z.input<typeof limitsForm>;
export type LimitsOutput = z.output<typeof limitsForm>;

const kindValues = (set: CouponLimitSet) => ({
  minTip: String(set.minTip),
  minStake: minorText(set.minStake),
  maxStake: minorText(set.maxStake),
  maxPay: minorText(set.maxPay),
  status: set.status === 1,
});

/** The form's values for a user's limits and commission rate (0 for a kind that earns none). */
export function limitsValuesOf(limits: UserLimits, commissionRate = 0): LimitsInput {
  const [single, combine, multiple, live, system] = COUPON_LIMIT_KINDS.map((kind) =>
    kindValues(limits[kind]),
  );
  if (!single || !combine || !multiple || !live || !system) throw new Error('a coupon kind is missing');
  return {
    single,
    combine,
    multiple,
    live,
    system,
    minOddsCoupon: { limit: thousandthsText(limits.minOddsCoupon.limit) },
    maxOddsCoupon: { limit: thousandthsText(limits.maxOddsCoupon.limit) },
    bonusJson: {
      bonusPercent: String(limits.bonusJson.bonusPercent),
      bonusTipCount: String(limits.bonusJson.bonusTipCount),
      bonusOdds: thousandthsText(limits.bonusJson.bonusOdds),
    },
    commissionRate: rateText(commissionRate),
  };
}

/** The admin/updateUser fields of a save: the limits, and the rate only for a dealer and when it changed. */
export function limitsChanges(
  { commissionRate: rate, ...limits }: LimitsOutput,
  commission: UserDetail['commission'],
): Pick<UpdateUserRequest, 'limits' | 'commissionRate'> {
  return commission && rate !== commission.rate ? { limits, commissionRate: rate } : { limits };
}
