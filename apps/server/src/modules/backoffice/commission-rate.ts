// A dealer's commission rate: who may have one, and the tree's rule that a sub-dealer's commission
// is carved out of its parent dealer's, so a rate is never above the parent's nor below one given
// further down.
import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { earnsCommission, FULL_RATE } from '@bet/domain/commission';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { findUserById, highestRateBelow, lockUser, type UserRow } from '../account/index.ts';

type Placed = Pick<UserRow, 'id' | 'role' | 'parentId' | 'commissionRate'>;

/** The most a user's rate may be: its parent dealer's; the site's admin leaves the whole 100%. */
async function ceilingOf(db: Executor, user: Placed, lockParent: boolean): Promise<number> {
  if (user.parentId === null) return FULL_RATE;
  const parent = lockParent ? await lockUser(db, user.parentId) : await findUserById(db, user.parentId);
  return parent && earnsCommission(parent.role) ? parent.commissionRate : FULL_RATE;
}

/** The rate and its ceiling as the user's record shows them; null for a kind that earns none. */
export async function commissionTerms(db: Executor, user: Placed): Promise<UserDetail['commission']> {
  if (!earnsCommission(user.role)) return null;
  return { rate: user.commissionRate, ceiling: await ceilingOf(db, user, false) };
}

/**
 * Refuses a rate the tree does not allow. The parent's row is held until the transaction ends, so a
 * parent lowered at the same moment (which holds its own row first) is seen before this is decided.
 */
export async function checkCommissionRate(tx: Executor, user: Placed, rate: number): Promise<void> {
  if (!earnsCommission(user.role)) throw badRequest('commissionDealersOnly');
  if (rate > (await ceilingOf(tx, user, true))) throw badRequest('commissionAboveParent');
  if (rate < (await highestRateBelow(tx, user.id))) throw badRequest('commissionBelowChild');
}
