// withIdempotency's rules for a batch of requests written in one transaction, whose keys the batch's
// own statement claims: a key already stored answers with its stored response (or a conflict when
// its input differs), and the keys of requests that wrote nothing are given back to be retried.
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { conflict } from '../../http/errors.ts';
import { type IdempotencyKey, requestHash } from './idempotency.ts';

/** What a request whose key was already there gets: the stored answer, or the reason it gets none. */
export type TakenKey = { response: unknown } | { error: Error };

type KeyRef = Pick<IdempotencyKey, 'actorUserId' | 'requestId'>;

/** An idempotency key as one text, to find it in a set or map. */
export const keyText = (k: KeyRef): string => `${k.actorUserId}\n${k.requestId}`;

const STORED = `
  select k.actor_user_id, k.request_id, k.request_hash, k.response
  from idempotency_keys k
  join unnest($1::integer[], $2::text[]) as v (actor_user_id, request_id)
    on k.actor_user_id = v.actor_user_id and k.request_id = v.request_id`;

type StoredRow = { actor_user_id: unknown; request_id: string; request_hash: string; response: unknown };

/**
 * For keys a claim found already there (in a statement after the claim, which sees the holder's
 * commit): the stored answer when the input is the same, 409 requestIdReused when it differs.
 */
export async function readTakenKeys(tx: Executor, keys: readonly IdempotencyKey[]): Promise<TakenKey[]> {
  if (keys.length === 0) return [];
  const rows = await namedQuery<StoredRow>(tx, 'wallet_stored_keys', STORED, [
    keys.map((k) => k.actorUserId),
    keys.map((k) => k.requestId),
  ]);
  const stored = new Map(
    rows.map((row) => [
      keyText({ actorUserId: toSafeInteger(row.actor_user_id), requestId: row.request_id }),
      row,
    ]),
  );
  return keys.map((key): TakenKey => {
    const row = stored.get(keyText(key));
    if (!row) return { error: new Error('idempotency key disappeared while being read') };
    if (row.request_hash !== requestHash(key.operation, key.input))
      return { error: conflict('requestIdReused') };
    return { response: row.response };
  });
}

/** Gives back claimed keys whose requests wrote nothing (refused), so they may be sent again. */
export async function releaseKeys(tx: Executor, keys: readonly KeyRef[]): Promise<void> {
  if (keys.length === 0) return;
  await namedQuery(
    tx,
    'wallet_release_keys',
    `delete from idempotency_keys k
     using unnest($1::integer[], $2::text[]) as v (actor_user_id, request_id)
     where k.actor_user_id = v.actor_user_id and k.request_id = v.request_id`,
    [keys.map((k) => k.actorUserId), keys.map((k) => k.requestId)],
  );
}
