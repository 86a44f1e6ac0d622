// ticketDetail (spec 001 section 7): a coupon's match rows for its owner, or for a dealer (or the
// admin) above the owner in the dealer tree. Anyone else hears that there is no such coupon.
import type { CouponMatchRow } from '@bet/domain/api/betting';
import type { Actor } from '../../../authz/actor.ts';
import { can } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { findUserById, userResource } from '../../account/index.ts';
import type { Catalog } from '../../catalog/index.ts';
import { presentMatchRows, type Viewing } from './coupon-presenter.ts';
import { findCouponView, presentContextFor } from './coupon-queries.ts';

export type TicketViewing = Viewing;

export async function ticketDetailCall(
  db: Executor,
  catalog: Catalog,
  actor: Actor,
  ref: string,
  viewing: TicketViewing,
): Promise<{ status: true; results: CouponMatchRow[] }> {
  const view = await findCouponView(db, ref, { byNumber: true });
  const owner = view ? await findUserById(db, view.coupon.userId) : null;
  if (!view || !owner || !can(actor, 'coupon.view', userResource(owner))) throw notFound('couponNotFound');
  const ctx = await presentContextFor(db, catalog, [view], viewing);
  return { status: true, results: presentMatchRows(view, ctx) };
}
