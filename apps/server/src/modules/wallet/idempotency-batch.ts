// withIdempotency's rules for a batch of requests written in one transaction: the keys are claimed
// together, a key already stored answers with its stored response (or a conflict when its input
// differs), and the keys of requests that wrote nothing are given back so that they may be retried.
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { conflict } from '../../http/errors.ts';
import { type IdempotencyKey, requestHash } from './idempotency.ts';

export type KeyClaim =
  | { claimed: true }
  | { claimed: false; response: unknown }
  | { claimed: false; error: Error };

type KeyRef = Pick<IdempotencyKey, 'actorUserId' | 'requestId'>;

const keyOf = (k: KeyRef) => `${k.actorUserId}\n${k.requestId}`;

// Claimed in key order, so that two batches holding the same keys wait on one another in one order
// and cannot deadlock. A key another open transaction holds waits for it to end, as a single insert would.
const CLAIM = `
  insert into idempotency_keys (actor_user_id, request_id, operation, request_hash)
  select * from unnest($1::integer[], $2::text[], $3::text[], $4::text[])
  order by 1, 2
  on conflict do nothing
  returning actor_user_id, request_id`;
const STORED = `
  select k.actor_user_id, k.request_id, k.request_hash, k.response
  from idempotency_keys k
  join unnest($1::integer[], $2::text[]) as v (actor_user_id, request_id)
    on k.actor_user_id = v.actor_user_id and k.request_id = v.request_id`;

type StoredRow = { actor_user_id: unknown; request_id: string; request_hash: string; response: unknown };

/** Claims every key (all distinct), answering for each whether it is new or already answered. */
export async function claimKeys(tx: Executor, keys: readonly IdempotencyKey[]): Promise<KeyClaim[]> {
  if (keys.length === 0) return [];
  const hashes = keys.map((k) => requestHash(k.operation, k.input));
  const claimedRows = await namedQuery<{ actor_user_id: unknown; request_id: string }>(
    tx,
    'wallet_claim_keys',
    CLAIM,
    [keys.map((k) => k.actorUserId), keys.map((k) => k.requestId), keys.map((k) => k.operation), hashes],
  );
  const claimed = new Set(
    claimedRows.map((r) => keyOf({ actorUserId: toSafeInteger(r.actor_user_id), requestId: r.request_id })),
  );
  const taken = keys.filter((k) => !claimed.has(keyOf(k)));
  const stored = new Map<string, StoredRow>();
  if (taken.length > 0) {
    const rows = await namedQuery<StoredRow>(tx, 'wallet_stored_keys', STORED, [
      taken.map((k) => k.actorUserId),
      taken.map((k) => k.requestId),
    ]);
    for (const row of rows)
      stored.set(keyOf({ actorUserId: toSafeInteger(row.actor_user_id), requestId: row.request_id }), row);
  }
  return keys.map((key, i): KeyClaim => {
    if (claimed.has(keyOf(key))) return { claimed: true };
    const row = stored.get(keyOf(key));
    if (!row) return { claimed: false, error: new Error('idempotency key disappeared while being read') };
    if (row.request_hash !== hashes[i]) return { claimed: false, error: conflict('requestIdReused') };
    return { claimed: false, response: row.response };
  });
}

/** Stores each claimed key's answer (JSON), in the claiming transaction. */
export async function storeAnswers(
  tx: Executor,
  answers: readonly { key: KeyRef; response: unknown }[],
): Promise<void> {
  if (answers.length === 0) return;
  await namedQuery(
    tx,
    'wallet_store_answers',
    `update idempotency_keys k set response = v.response
     from unnest($1::integer[], $2::text[], $3::jsonb[]) as v (actor_user_id, request_id, response)
     where k.actor_user_id = v.actor_user_id and k.request_id = v.request_id`,
    [
      answers.map((a) => a.key.actorUserId),
      answers.map((a) => a.key.requestId),
      answers.map((a) => JSON.stringify(a.response)),
    ],
  );
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
