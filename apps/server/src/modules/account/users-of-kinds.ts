import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

// Arrays go as one parameter each, however many users a settlement batch holds.
const integerArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.map((v) => JSON.stringify(v)).join(',')}}`;

/** Which of these users are accounts of these kinds (terminals, say): one query for a whole batch. */
export async function usersOfKinds(
  db: Executor,
  userIds: readonly number[],
  kinds: readonly string[],
): Promise<Set<number>> {
  if (userIds.length === 0 || kinds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${integerArray(userIds)}::integer[])`,
        sql`${users.role} = any(${textArray(kinds)}::text[])`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
