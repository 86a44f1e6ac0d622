// What accounts other than the caller hold: a dealer's "selling allowed" decides for its players,
// and "transfers blocked" stops credit moving to or from an account whoever sends it.
import { dealerKinds, grantsOf, type StaffPermission } from '@bet/domain/authz/roles';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';

type GrantRow = { id: unknown; role: string; permissions: string[] | null };

const listOf = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Each user's permissions: its role's, or its kind's defaults. */
export async function grantsOfUsers(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, Set<StaffPermission>>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<GrantRow>(
    await db.execute(sql`
      select u.id, u.role, r.permissions from users u left join roles r on r.id = u.role_id
      where u.id in (${listOf(ids)})`),
  );
  return new Map(rows.map((row) => [toSafeInteger(row.id), grantsOf(row.role, row.permissions)]));
}

/**
 * Whether a player may sell coupons: its dealer (the nearest dealer-kind account above it) must
 * allow it. A player with no dealer above is the house's own, and may.
 */
export async function sellingAllowedFor(db: Executor, userId: number): Promise<boolean> {
  const [dealer] = rowsOf<GrantRow>(
    await db.execute(sql`
      select a.id, a.role, r.permissions
      from users u
      join users a on a.id = any (u.path) and a.id <> u.id
      left join roles r on r.id = a.role_id
      where u.id = ${userId} and a.role in (${listOf(dealerKinds)})
      order by array_position(u.path, a.id) desc
      limit 1`),
  );
  return !dealer || grantsOf(dealer.role, dealer.permissions).has('coupons.allowSelling');
}
