// The dealers' commission rates (basis points) as the report and the rate checks read them.
import { and, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

/** Each given user's commission rate. */
export async function commissionRatesOf(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, rate: users.commissionRate })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.rate]));
}

/** The highest commission rate anywhere below a user; 0 when none is set. */
export async function highestRateBelow(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ rate: max(users.commissionRate) })
    .from(users)
    .where(and(sql`${users.path} @> array[${userId}]::integer[]`, ne(users.id, userId)));
  return row?.rate ?? 0;
}
