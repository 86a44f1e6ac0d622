// Back-office roles: named permission sets of one site for one kind of account.
import { defaultPermissions } from '@bet/domain/authz/roles';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles } from './schema.ts';

export type RoleRow = typeof roles.$inferSelect;

/** A role of the site, or null (another site's role is as unknown as a missing one). */
export async function findRole(db: Executor, siteId: number, id: number): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.siteId, siteId)));
  return row ?? null;
}

/** The site's roles, by kind then name, with how many accounts hold each. */
export async function listRoles(db: Executor, siteId: number): Promise<(RoleRow & { users: number })[]> {
  return db
    .select({
      ...getTableColumns(roles),
      // Written out: inside the subquery Drizzle would name the outer column without its table.
      users: sql<number>`(select count(*) from users u where u.role_id = roles.id)`.mapWith(Number),
    })
    .from(roles)
    .where(eq(roles.siteId, siteId))
    .orderBy(asc(roles.kind), asc(roles.name));
}

export type RoleFields = Pick<RoleRow, 'name' | 'kind' | 'permissions'>;

export async function insertRole(
  db: Executor,
  siteId: number,
  fields: RoleFields,
  at: Date,
): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ siteId, ...fields, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

/** Changes a role; its kind stays, since accounts of that kind hold it. */
export async function updateRole(db: Executor, id: number, fields: Omit<RoleFields, 'kind'>, at: Date) {
  const [row] = await db
    .update(roles)
    .set({ ...fields, updatedAt: at })
    .where(eq(roles.id, id))
    .returning();
  if (!row) throw new Error(`role ${id} vanished`);
  return row;
}

/** The roles every site starts with: the defaults of each staff kind, and a read-only dealer. */
export const SEEDED_ROLES: readonly RoleFields[] = [
  { name: 'Yönetici', kind: 'admin', permissions: [...defaultPermissions.admin] },
  { name: 'Bayi', kind: 'dealer', permissions: [...defaultPermissions.dealer] },
  { name: 'Alt bayi', kind: 'sub_dealer', permissions: [...defaultPermissions.sub_dealer] },
  { name: 'Ortak', kind: 'partner', permissions: [...defaultPermissions.partner] },
  { name: 'Terminal', kind: 'terminal', permissions: [...defaultPermissions.terminal] },
  {
    name: 'İzleyici bayi',
    kind: 'dealer',
    permissions: ['users.view', 'coupons.view', 'coupons.allowSelling', 'reports.view', 'audit.view'],
  },
];

/** Adds the seeded roles a site lacks (by name); the operator's own changes to them stay. */
export async function seedRoles(db: Executor, siteId: number): Promise<void> {
  await db
    .insert(roles)
    .values(SEEDED_ROLES.map((role) => ({ siteId, ...role })))
    .onConflictDoNothing({ target: [roles.siteId, roles.name] });
}

/** The site's seeded role for a kind of account (its first), or null when the kind has none. */
export async function seededRoleOf(db: Executor, siteId: number, kind: string): Promise<RoleRow | null> {
  const seeded = SEEDED_ROLES.find((role) => role.kind === kind);
  if (!seeded) return null;
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.siteId, siteId), eq(roles.name, seeded.name)));
  return row ?? null;
}
