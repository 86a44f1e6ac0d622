// The statements every hot call runs are named: each connection parses and plans them once. They go
// through the session, as drizzle's `execute` cannot name one.
import type { Executor } from './client.ts';
import { rowsOf } from './sql-values.ts';

export async function namedQuery<T>(
  db: Executor,
  name: string,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  return rowsOf<T>(await db._.session.prepareQuery({ sql, params }, undefined, name, false).execute());
}
