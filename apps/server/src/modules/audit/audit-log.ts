// The audit log: every back-office write records who did what to which target, with the state
// before and after, in the transaction of the write (so a rolled-back change leaves no entry).
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { listScope } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import { containingPattern } from '../../db/sql-values.ts';
import { auditLog } from './schema.ts';

export type AuditTarget = {
  type: 'user' | 'role' | 'site' | 'coupon' | 'staff' | 'match' | 'jackpot' | 'transfer';
  id: string | number;
  name?: string | null;
  /** The target's place in the dealer tree, so the dealers above it read the entry. */
  path?: readonly number[];
};

export type AuditChange = { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null };

export async function recordAudit(
  db: Executor,
  actor: Actor,
  at: Date,
  action: string,
  target: AuditTarget,
  change: AuditChange,
): Promise<void> {
  await db.insert(auditLog).values({
    siteId: actor.siteId,
    actorId: actor.userId,
    actorName: actor.username,
    actorRole: actor.role,
    actorPath: [...actor.dealerPath],
    targetPath: [...(target.path ?? [])],
    ip: actor.ip,
    action,
    targetType: target.type,
    targetId: String(target.id),
    targetName: target.name ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
    at,
  });
}

export type AuditQuery = {
  page: number;
  pageSize: number;
  sort?: 'at' | 'action' | undefined;
  dir: 'asc' | 'desc';
  q?: string | undefined;
  action?: string | undefined;
  actorId?: number | undefined;
  /** Instants bounding the entries: [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** The entries an actor may read: its site's (admins), or those by or about its subtree (dealers). */
function visibleTo(actor: Actor): SQL {
  const scope = listScope(actor);
  const site = eq(auditLog.siteId, scope.siteId);
  if (scope.belowUserId === null) return site;
  const me = sql`array[${scope.belowUserId}]::integer[]`;
  return and(site, or(sql`${auditLog.actorPath} @> ${me}`, sql`${auditLog.targetPath} @> ${me}`)) as SQL;
}

export async function listAudit(
  db: Executor,
  actor: Actor,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  const parts: SQL[] = [visibleTo(actor)];
  if (query.action) parts.push(eq(auditLog.action, query.action));
  if (query.actorId) parts.push(eq(auditLog.actorId, query.actorId));
  if (query.from) parts.push(gte(auditLog.at, query.from));
  if (query.to) parts.push(lt(auditLog.at, query.to));
  const q = query.q?.trim().toLowerCase();
  if (q) {
    const like = containingPattern(q);
    parts.push(
      or(
        sql`lower(${auditLog.actorName}) like ${like}`,
        sql`lower(coalesce(${auditLog.targetName}, '')) like ${like}`,
        sql`${auditLog.action} like ${like}`,
        eq(auditLog.targetId, q),
      ) as SQL,
    );
  }
  const where = and(...parts);
  const order = query.dir === 'asc' ? asc : desc;
  const column = query.sort === 'action' ? auditLog.action : auditLog.at;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(order(column), order(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
