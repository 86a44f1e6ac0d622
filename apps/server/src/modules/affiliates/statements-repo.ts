// Revenue-share statements: one per affiliate and period, with the referred players' items.
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import {
  type AffiliateStatementRow,
  affiliateAccounts,
  affiliateStatementItems,
  affiliateStatements,
} from './schema.ts';

/** The period ids of an affiliate already closed. */
export async function closedPeriodIds(db: Executor, affiliateUserId: number): Promise<Set<string>> {
  const rows = await db
    .select({ periodId: affiliateStatements.periodId })
    .from(affiliateStatements)
    .where(eq(affiliateStatements.affiliateUserId, affiliateUserId));
  return new Set(rows.map((r) => r.periodId));
}

/** The statement that ended last at or before `at`: what carries into the period starting then. */
export async function statementBefore(
  db: Executor,
  affiliateUserId: number,
  at: Date,
): Promise<AffiliateStatementRow | null> {
  const [row] = await db
    .select()
    .from(affiliateStatements)
    .where(
      and(eq(affiliateStatements.affiliateUserId, affiliateUserId), lte(affiliateStatements.periodEnd, at)),
    )
    .orderBy(desc(affiliateStatements.periodEnd))
    .limit(1);
  return row ?? null;
}

/** The own shares of these sub-affiliates' statements that ended within (from, to]. */
export async function subAffiliateShares(
  db: Executor,
  subIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<number> {
  if (subIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql`coalesce(sum(${affiliateStatements.share}), 0)`.mapWith(toSafeInteger) })
    .from(affiliateStatements)
    .where(
      and(
        inArray(affiliateStatements.affiliateUserId, [...subIds]),
        gt(affiliateStatements.periodEnd, window.from),
        lte(affiliateStatements.periodEnd, window.to),
      ),
    );
  return row?.total ?? 0;
}

/** The active affiliates among these users (an affiliate's referred players who became affiliates). */
export async function activeAmong(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(affiliateAccounts)
    .where(and(inArray(affiliateAccounts.userId, [...userIds]), eq(affiliateAccounts.status, 'active')));
}

/** An affiliate's statements, newest first, with their items. */
export async function statementsOf(db: Executor, affiliateUserId: number) {
  const statements = await db
    .select()
    .from(affiliateStatements)
    .where(eq(affiliateStatements.affiliateUserId, affiliateUserId))
    .orderBy(desc(affiliateStatements.periodEnd));
  const ids = statements.map((s) => s.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(affiliateStatementItems)
          .where(inArray(affiliateStatementItems.statementId, ids))
          .orderBy(asc(affiliateStatementItems.playerUserId));
  return statements.map((statement) => ({
    statement,
    items: items.filter((i) => i.statementId === statement.id),
  }));
}

/** What was paid to an affiliate for periods that closed within [from, to). */
export async function paidBetween(
  db: Executor,
  affiliateUserId: number,
  window: { from?: Date | undefined; to?: Date | undefined },
): Promise<number> {
  const [row] = await db
    .select({ total: sql`coalesce(sum(${affiliateStatements.total}), 0)`.mapWith(toSafeInteger) })
    .from(affiliateStatements)
    .where(
      and(
        eq(affiliateStatements.affiliateUserId, affiliateUserId),
        window.from ? sql`${affiliateStatements.periodEnd} >= ${window.from.toISOString()}` : undefined,
        window.to ? sql`${affiliateStatements.periodEnd} < ${window.to.toISOString()}` : undefined,
      ),
    );
  return row?.total ?? 0;
}
