// ucps: the player's coupons (spec 001 sections 2 and 7: Coupon list, the waiting badge with status
// 0 and limit 10, the cashout page with only sellable coupons).
import type { CouponListQuery, CouponListResponse } from '@bet/domain/api/betting';
import type { CouponStatus } from '@bet/domain/betting/types';
import type { Executor } from '../../../db/client.ts';
import { dayRangeOf } from '../../../http/day-range.ts';
import type { Catalog } from '../../catalog/index.ts';
import { quoteSale } from '../cashout/sell-offer.ts';
import { type Offering, presentListItem, type Viewing } from './coupon-presenter.ts';
import {
  type CouponListFilter,
  type CouponView,
  listCoupons,
  openCoupons,
  presentContextFor,
  withPicks,
} from './coupon-queries.ts';

const DAY_MS = 86_400_000;
/** Spec 001 section 9: the list request's default size. */
const DEFAULT_LIST_LIMIT = 20;
/** Open coupons priced at a time while counting the sellable ones (memory stays bounded). */
export const SELLABLE_BATCH = 200;

export type ListCaller = Viewing &
  Offering & {
    userId: number;
    /** The site's coupons_day: the history shown when no start date is given. */
    historyDays: number;
  };

/** The window [from, to) of the given days, read in the player's zone; to excludes nothing when absent. */
function window(input: CouponListQuery, caller: ListCaller): { from: Date; to?: Date } {
  const { from, to } = dayRangeOf(input);
  return {
    from: from ?? new Date(caller.now.getTime() - caller.historyDays * DAY_MS),
    ...(to ? { to } : {}),
  };
}

/**
 * The page of coupons that can be sold now, and how many can in all. Whether one can is known only
 * from the live catalogue, so every open coupon of the window is priced, a batch at a time.
 */
async function sellablePage(
  db: Executor,
  catalog: Catalog,
  filter: CouponListFilter,
  caller: ListCaller,
): Promise<{ page: CouponView[]; total: number }> {
  const market = { ...caller, store: catalog.store };
  const page: CouponView[] = [];
  let total = 0;
  for (let offset = 0; ; offset += SELLABLE_BATCH) {
    const rows = await openCoupons(db, filter, { offset, limit: SELLABLE_BATCH });
    for (const view of await withPicks(db, rows)) {
      if (quoteSale(view, market).key !== null) continue;
      if (total >= filter.offset && page.length < filter.limit) page.push(view);
      total += 1;
    }
    if (rows.length < SELLABLE_BATCH) return { page, total };
  }
}

export async function listCouponsCall(
  db: Executor,
  catalog: Catalog,
  input: CouponListQuery,
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
    const { page, total } = await sellablePage(db, catalog, filter, caller);
    const ctx = await presentContextFor(db, catalog, page, caller);
    return { status: true, results: page.map((v) => presentListItem(v, ctx)), totalCount: total };
  }
  const { rows, total } = await listCoupons(db, filter);
  const views = await withPicks(db, rows);
  const ctx = await presentContextFor(db, catalog, views, caller);
  return { status: true, results: views.map((v) => presentListItem(v, ctx)), totalCount: total };
}
