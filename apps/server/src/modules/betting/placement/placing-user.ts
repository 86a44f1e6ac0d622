// Opening a batch of coupon placements, in one statement: the players' credit accounts locked (in
// id order, as every ledger writer locks) and read with their limits, stake type and balance, which
// cannot change until the batch commits; then the requests' idempotency keys claimed; and how many
// times each player already placed the same coupon.
import type { UserLimits } from '@bet/domain/user-defaults';
import type { Executor } from '../../../db/client.ts';
import { namedQuery } from '../../../db/named-query.ts';
import { toSafeInteger } from '../../../db/sql-values.ts';
import { effectiveLimits } from '../../account/index.ts';
import { creditKindForRole, keyText, requestHash } from '../../wallet/index.ts';

export type PlacingUser = {
  id: number;
  currency: string;
  staketype: 0 | 1;
  limits: UserLimits;
  /** The account holding their credit; null before any money reached them. */
  creditAccountId: number | null;
  /** Minor units. */
  credit: number;
  /** Accepted coupons of theirs with the same picks and stake type. */
  repeated: number;
};

type UserRow = {
  id: unknown;
  role: string;
  currency: string;
  staketype: unknown;
  limits: unknown;
  account_id: unknown;
  account_kind: string | null;
  balance: unknown;
};

// A user holds credit in a player or a dealer account (by role): both are joined, one is kept. The
// balance is read from the locking scan, which sees the row's latest version after any wait. The keys
// are claimed only once the accounts are locked (the claim waits on the lock step), and in key order:
// two batches holding the same accounts or keys then wait on one another in one order, never in a
// cycle. A key another open transaction holds waits for it to end, as a single insert would.
const OPEN_BATCH = `
  with locked as (
    select id, user_id, kind, currency, balance from ledger_accounts
    where user_id = any($1::integer[]) and kind in ('player', 'dealer')
    order by id
    for update
  ), people as (
    select u.id, u.role, u.currency, u.staketype, u.limits, a.id as account_id, a.kind as account_kind,
      a.balance
    from users u
    left join locked a on a.user_id = u.id and a.currency = u.currency
    where u.id = any($1::integer[])
  ), claimed as (
    insert into idempotency_keys (actor_user_id, request_id, operation, request_hash)
    select k.actor_user_id, k.request_id, 'createCoupon', k.request_hash
    from unnest($2::integer[], $3::text[], $4::text[]) as k (actor_user_id, request_id, request_hash)
    where (select count(*) from locked) >= 0
    order by 1, 2
    on conflict do nothing
    returning actor_user_id, request_id
  ), repeats as (
    select v.n, count(c.id) as repeated
    from unnest($2::integer[], $5::text[]) with ordinality as v (user_id, picks_hash, n)
    join users u on u.id = v.user_id
    left join coupons c on c.user_id = v.user_id and c.picks_hash = v.picks_hash
      and c.staketype = u.staketype and c.phase = 'accepted'
    group by v.n
  )
  select (select json_agg(people) from people) as users,
    (select json_agg(claimed) from claimed) as claimed,
    (select json_agg(repeats) from repeats) as repeats`;

type OpenRow = {
  users: UserRow[] | null;
  claimed: { actor_user_id: unknown; request_id: string }[] | null;
  repeats: { n: unknown; repeated: unknown }[] | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function usersOf(rows: readonly UserRow[]): Map<number, PlacingUser> {
  const byId = new Map<number, UserRow[]>();
  for (const row of rows) {
    const id = toSafeInteger(row.id);
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const users = new Map<number, PlacingUser>();
  for (const [id, userRows] of byId) {
    const first = userRows[0] as UserRow;
    const account = userRows.find((r) => r.account_kind === creditKindForRole(first.role));
    users.set(id, {
      id,
      currency: first.currency,
      staketype: toSafeInteger(first.staketype) === 1 ? 1 : 0,
      limits: effectiveLimits({ limits: isRecord(first.limits) ? first.limits : {} }),
      creditAccountId: account ? toSafeInteger(account.account_id) : null,
      credit: account ? toSafeInteger(account.balance) : 0,
      repeated: 0,
    });
  }
  return users;
}

/** A request of the batch, with its key (distinct within the batch). */
export type OpeningRequest = { userId: number; requestId: string; input: unknown; picksHash: string };

export type OpenedBatch = {
  /** The users that exist, by id, with `repeated` 0; their credit accounts stay locked. */
  users: Map<number, PlacingUser>;
  /** For each request, in order: whether its key was claimed now (else it was already there). */
  claimed: boolean[];
  /** For each request, in order: the player's accepted coupons with the same picks. */
  repeats: number[];
};

export async function openPlacements(
  tx: Executor,
  requests: readonly OpeningRequest[],
): Promise<OpenedBatch> {
  const [row] = await namedQuery<OpenRow>(tx, 'betting_open_placements', OPEN_BATCH, [
    [...new Set(requests.map((r) => r.userId))],
    requests.map((r) => r.userId),
    requests.map((r) => r.requestId),
    requests.map((r) => requestHash('createCoupon', r.input)),
    requests.map((r) => r.picksHash),
  ]);
  const claimedKeys = new Set(
    (row?.claimed ?? []).map((c) =>
      keyText({ actorUserId: toSafeInteger(c.actor_user_id), requestId: c.request_id }),
    ),
  );
  const repeats = requests.map(() => 0);
  for (const r of row?.repeats ?? []) repeats[toSafeInteger(r.n) - 1] = toSafeInteger(r.repeated);
  return {
    users: usersOf(row?.users ?? []),
    claimed: requests.map((r) => claimedKeys.has(keyText({ actorUserId: r.userId, requestId: r.requestId }))),
    repeats,
  };
}
