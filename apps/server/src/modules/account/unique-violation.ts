import type { UniqueUserFields } from './users-repo.ts';

// The unique indexes of 0001_sites_users.sql, by the registration field they protect.
const fieldByIndex: Record<string, keyof UniqueUserFields> = {
  users_site_username: 'username',
  users_site_email: 'email',
  users_site_mobile: 'mobile',
  users_site_id_number: 'idNumber',
};

type PgErrorLike = {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
  cause?: unknown;
};

/** The user field a unique-violation error (from node-postgres or PGlite, wrapped by Drizzle or not) is about. */
export function uniqueFieldOfError(err: unknown): keyof UniqueUserFields | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as PgErrorLike;
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return fieldByIndex[e.constraint] ?? null;
      // Some drivers leave the constraint only in the message.
      const text = `${String(e.message ?? '')} ${String(e.detail ?? '')}`;
      const index = Object.keys(fieldByIndex).find((name) => text.includes(name));
      return index ? (fieldByIndex[index] ?? null) : null;
    }
    current = e.cause;
  }
  return null;
}
