import { userLimits } from '@bet/domain/api/admin/user-edit';
import { COUPON_LIMIT_KINDS, type CouponLimitSet, type UserLimits } from '@bet/domain/user-defaults';
import { z } from 'zod';
import {
  minorText,
  thousandthsText,
  typedMinor,
  typedThousandths,
  typedWhole,
} from '../../../shared/format/typed-numbers.ts';

/** A field typed as text and read into the record's number; the issue marks the field when it is not one. */
const typed = (read: (text: string) => number | null) =>
  z.string().transform((text, ctx) => {
    const value = read(text);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return value;
  });

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
 * The limits as a staff member types them (amounts in major units, odds as decimals), read into the
 * record's units and then checked by the record's own rules, at the same field paths.
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
  })
  .pipe(userLimits);
export type LimitsInput = z.input<typeof limitsForm>;

const kindValues = (set: CouponLimitSet) => ({
  minTip: String(set.minTip),
  minStake: minorText(set.minStake),
  maxStake: minorText(set.maxStake),
  maxPay: minorText(set.maxPay),
  status: set.status === 1,
});

/** The form's values for a user's limits. */
export function limitsValuesOf(limits: UserLimits): LimitsInput {
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
  };
}
