// The affiliate accounts table: a player's request and the operator's terms.
import type { AffiliateStatus } from '@bet/domain/api/admin/affiliates';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type AffiliateAccountRow, affiliateAccounts } from './schema.ts';

export async function findAffiliateAccount(
  db: Executor,
  userId: number,
  options: { forUpdate?: boolean } = {},
): Promise<AffiliateAccountRow | null> {
  const query = db.select().from(affiliateAccounts).where(eq(affiliateAccounts.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** A new request, or a rejected one asked again; false when one is pending or active already. */
export async function requestAffiliate(
  db: Executor,
  userId: number,
  siteId: number,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(affiliateAccounts)
    .values({ userId, siteId, requestedAt: at })
    .onConflictDoNothing()
    .returning({ userId: affiliateAccounts.userId });
  if (inserted.length > 0) return true;
  const renewed = await db
    .update(affiliateAccounts)
    .set({ status: 'pending', requestedAt: at, decidedAt: null, decidedBy: null })
    .where(and(eq(affiliateAccounts.userId, userId), eq(affiliateAccounts.status, 'rejected')))
    .returning({ userId: affiliateAccounts.userId });
  return renewed.length > 0;
}

export type AffiliateTerms = Pick<AffiliateAccountRow, 'percentBp' | 'cutoff' | 'carryOver' | 'tierBp'>;

/** Records the operator's decision on a pending request (terms only when approving). */
export async function decideAffiliate(
  db: Executor,
  userId: number,
  decision: { status: Exclude<AffiliateStatus, 'pending'>; terms?: AffiliateTerms },
  by: number,
  at: Date,
): Promise<AffiliateAccountRow | null> {
  const [row] = await db
    .update(affiliateAccounts)
    .set({ status: decision.status, ...decision.terms, decidedAt: at, decidedBy: by })
    .where(and(eq(affiliateAccounts.userId, userId), eq(affiliateAccounts.status, 'pending')))
    .returning();
  return row ?? null;
}

export function affiliatesOfSite(db: Executor, siteId: number, status?: AffiliateStatus) {
  return db
    .select()
    .from(affiliateAccounts)
    .where(
      and(eq(affiliateAccounts.siteId, siteId), status ? eq(affiliateAccounts.status, status) : undefined),
    )
    .orderBy(asc(affiliateAccounts.requestedAt), asc(affiliateAccounts.userId));
}

/** Every active affiliate of every site: the scheduler's round. */
export function activeAffiliates(db: Executor): Promise<AffiliateAccountRow[]> {
  return db
    .select()
    .from(affiliateAccounts)
    .where(eq(affiliateAccounts.status, 'active'))
    .orderBy(asc(affiliateAccounts.userId));
}
