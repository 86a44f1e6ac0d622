/** An integer from the database driver (number, bigint or numeric string) as a safe JS number. */
export function toSafeInteger(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'bigint' || typeof value === 'string'
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer from the database: ${String(value)}`);
  return n;
}

/** The rows of a raw `execute` result; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('query result without rows');
  return rows as T[];
}

/** The SQLSTATE of a database error, also when the ORM wrapped the driver's error. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A `like` or `ilike` pattern that finds `text` anywhere, its wildcards (%, _ and backslash) taken literally. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
