import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { idempotencyKeys } from './schema.ts';

export type IdempotencyKey = {
  /** 0 for a caller without a session. */
  actorUserId: number;
  requestId: string;
  operation: string;
  /** What the request asks for; its canonical JSON is hashed. */
  input: unknown;
};

/** JSON with object keys sorted at every level, so equal inputs hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (
    value === null ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'string'
  ) {
    return JSON.stringify(value);
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new Error(`cannot hash a ${typeof value} in a request`);
}

export const requestHash = (operation: string, input: unknown): string =>
  createHash('sha256')
    .update(`${operation}\n${canonicalJson(input)}`)
    .digest('hex');

/**
 * Runs a money-moving request once per (actor, request id): the key, fn's writes and fn's answer
 * commit together. A replay with the same input gets the stored answer without running fn (a parallel
 * duplicate waits on the key's index, then reads it); the same id with another input is refused
 * (409 requestIdReused). If fn throws, the key rolls back with everything else, so a retry may succeed.
 * The answer must be JSON; the first caller gets it back as JSON too, exactly as a replay would.
 */
export async function withIdempotency<R>(
  db: Executor,
  key: IdempotencyKey,
  fn: (tx: Tx) => Promise<R>,
): Promise<R> {
  const hash = requestHash(key.operation, key.input);
  const thisKey = and(
    eq(idempotencyKeys.actorUserId, key.actorUserId),
    eq(idempotencyKeys.requestId, key.requestId),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        actorUserId: key.actorUserId,
        requestId: key.requestId,
        operation: key.operation,
        requestHash: hash,
      })
      .onConflictDoNothing()
      .returning({ requestId: idempotencyKeys.requestId });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(thisKey);
      if (!stored) throw new Error('idempotency key disappeared while being read');
      if (stored.requestHash !== hash) throw conflict('requestIdReused');
      return stored.response as R;
    }
    const result = await fn(tx);
    const stored = result === undefined ? null : (JSON.parse(JSON.stringify(result)) as unknown);
    await tx.update(idempotencyKeys).set({ response: stored }).where(thisKey);
    return stored as R;
  });
}
