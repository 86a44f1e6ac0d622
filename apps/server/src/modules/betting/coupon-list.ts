// ucps: the player's coupons (spec 001 sections 2 and 7: Coupon list, the waiting badge with status
// 0 and limit 10, the cashout page with only sellable coupons).
import type { CouponListResponse } from '@bet/domain/api/betting';
import type { CouponStatus } from '@bet/domain/betting/types';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { Catalog } from '../catalog/index.ts';
import { type PresentContext, presentListItem } from './coupon-presenter.ts';
import {
  type CouponListFilter,
  listCoupons,
  openCoupons,
  presentContextFor,
  withPicks,
} from './coupon-queries.ts';
import { type CalendarDay, DEFAULT_LIST_LIMIT, type UcpsInput } from './coupon-schemas.ts';
import { quoteSale } from './sell-offer.ts';
import { DEFAULT_TIME_ZONE, startOfDay } from './time-zone.ts';

const DAY_MS = 86_400_000;
/** Open coupons looked at for the cashout page (newest first): more than anyone keeps running. */
const SELLABLE_SCAN = 200;

export type ListCaller = Pick<PresentContext, 'lang' | 'now' | 'cancelMinutes' | 'cashoutMarginPercent'> & {
  userId: number;
  /** The site's coupons_day: the history shown when no start date is given. */
  historyDays: number;
};

/** The window [from, to) of the given days, read in the player's zone; to excludes nothing when absent. */
function window(input: UcpsInput, caller: ListCaller): { from: Date; to?: Date } {
  const zone = input.timezone ?? DEFAULT_TIME_ZONE;
  const at = (d: CalendarDay, plusDays = 0) => startOfDay(d.year, d.month, d.day + plusDays, zone);
  const from = input.startDate
    ? at(input.startDate)
    : new Date(caller.now.getTime() - caller.historyDays * DAY_MS);
  if (!input.endDate) return { from };
  // The end date is the last day shown, whole.
  const to = at(input.endDate, 1);
  if (from >= to) throw badRequest('dateRangeInvalid');
  return { from, to };
}

export async function listCouponsCall(
  db: Executor,
  catalog: Catalog,
  input: UcpsInput,
  caller: ListCaller,
): Promise<CouponListResponse> {
  const filter: CouponListFilter = {
    userId: caller.userId,
    ...window(input, caller),
    ...(input.status !== undefined ? { status: input.status as CouponStatus } : {}),
    ...(input.couponType !== undefined ? { typeCode: input.couponType as CouponListFilter['typeCode'] } : {}),
    offset: input.order ?? 0,
    limit: input.limit ?? DEFAULT_LIST_LIMIT,
  };
  if (input.sellable === 1) {
    const open = await withPicks(db, await openCoupons(db, filter, SELLABLE_SCAN));
    const sellable = open.filter((v) => quoteSale(v, { ...caller, store: catalog.store }).key === null);
    const page = sellable.slice(filter.offset, filter.offset + filter.limit);
    const ctx = await presentContextFor(db, catalog, page, caller);
    return { status: true, results: page.map((v) => presentListItem(v, ctx)), totalCount: sellable.length };
  }
  const { rows, total } = await listCoupons(db, filter);
  const views = await withPicks(db, rows);
  const ctx = await presentContextFor(db, catalog, views, caller);
  return { status: true, results: views.map((v) => presentListItem(v, ctx)), totalCount: total };
}
