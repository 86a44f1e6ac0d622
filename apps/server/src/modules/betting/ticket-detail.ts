// ticketDetail (spec 001 section 7): a coupon's match rows for its owner, or for a dealer (or the
// admin) above the owner in the dealer tree. Anyone else hears that there is no such coupon.
import type { CouponMatchRow } from '@bet/domain/api/betting';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { isAncestor } from '../account/index.ts';
import type { Catalog } from '../catalog/index.ts';
import { type PresentContext, presentMatchRows } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

/** Roles that look after the users below them. */
const TREE_ROLES: ReadonlySet<string> = new Set(['admin', 'dealer', 'sub_dealer', 'partner']);

export type TicketCaller = Pick<PresentContext, 'lang' | 'now' | 'cancelMinutes' | 'cashoutMarginPercent'> & {
  userId: number;
  role: string;
};

export async function ticketDetailCall(
  db: Executor,
  catalog: Catalog,
  ref: string,
  caller: TicketCaller,
): Promise<{ status: true; results: CouponMatchRow[] }> {
  const view = await findCouponView(db, ref, { byNumber: true });
  const owner = view?.coupon.userId;
  const allowed =
    owner !== undefined &&
    (owner === caller.userId ||
      (TREE_ROLES.has(caller.role) && (await isAncestor(db, caller.userId, owner))));
  if (!view || !allowed) throw notFound('couponNotFound');
  const ctx = await presentContextFor(db, catalog, [view], caller);
  return { status: true, results: presentMatchRows(view, ctx) };
}
