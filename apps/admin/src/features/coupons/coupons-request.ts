import {
  type couponSortFields,
  couponStatus,
  type OfficeCouponsRequest,
  officeCouponsRequest,
} from '@bet/domain/api/admin/coupons';
import type { z } from 'zod';
import { dayFilter, flagFilter, idFilter, textFilter } from '../../shared/data-table/filter-values.ts';
import { type ListPosition, positionRequest } from '../../shared/data-table/list-search.ts';
import { typedMinor } from '../../shared/format/typed-numbers.ts';

/** The coupon list's filters as URL parameters; q is the ticket id, the stakes are in major units. */
export const COUPON_FILTERS = [
  'from',
  'to',
  'status',
  'type',
  'user',
  'q',
  'minStake',
  'maxStake',
  'matchId',
  'paid',
] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number];
export type CouponSort = (typeof couponSortFields)[number];

const couponType = officeCouponsRequest.shape.type.unwrap();

/** A code of the call's own (a status, a type code); undefined for anything else. */
function codeOf<T extends z.ZodType>(schema: T, value: string): z.output<T> | undefined {
  const parsed = schema.safeParse(Number(value));
  return value !== '' && parsed.success ? parsed.data : undefined;
}

const stakeOf = (value: string) => (value ? (typedMinor(value) ?? undefined) : undefined);

/** The admin/coupons request for a list position and its URL filters; foreign values are left out. */
export function couponsRequestOf(
  position: ListPosition<CouponSort>,
  filters: Record<CouponFilter, string>,
): OfficeCouponsRequest {
  return {
    ...positionRequest(position),
    from: dayFilter(filters.from),
    to: dayFilter(filters.to),
    status: codeOf(couponStatus, filters.status),
    type: codeOf(couponType, filters.type),
    user: textFilter(filters.user, 20),
    q: textFilter(filters.q, 100),
    minStake: stakeOf(filters.minStake),
    maxStake: stakeOf(filters.maxStake),
    matchId: idFilter(filters.matchId),
    paid: flagFilter(filters.paid),
  };
}
