// The players placing a batch of coupons, read in one query with their credit accounts locked (in
// id order, as every ledger writer locks): limits, stake type, credit account and balance, which
// cannot change until the batch commits. And how many times each already placed the same coupon.
import type { UserLimits } from '@bet/domain/user-defaults';
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { effectiveLimits } from '../account/index.ts';
import { creditKindForRole } from '../wallet/index.ts';

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

type Row = {
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
// balance is read from the locking scan, which sees the row's latest version after any wait.
const PLACING_USERS = `
  with locked as (
    select id, user_id, kind, currency, balance from ledger_accounts
    where user_id = any($1::integer[]) and kind in ('player', 'dealer')
    order by id
    for update
  )
  select u.id, u.role, u.currency, u.staketype, u.limits, a.id as account_id, a.kind as account_kind,
    a.balance
  from users u
  left join locked a on a.user_id = u.id and a.currency = u.currency
  where u.id = any($1::integer[])`;

const REPEATS = `
  select v.n, count(c.id) as repeated
  from unnest($1::integer[], $2::text[]) with ordinality as v (user_id, picks_hash, n)
  join users u on u.id = v.user_id
  left join coupons c on c.user_id = v.user_id and c.picks_hash = v.picks_hash
    and c.staketype = u.staketype and c.phase = 'accepted'
  group by v.n`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The users that exist, by id, with `repeated` 0 (see countRepeats); their credit accounts stay locked. */
export async function lockPlacingUsers(
  tx: Executor,
  userIds: readonly number[],
): Promise<Map<number, PlacingUser>> {
  const ids = [...new Set(userIds)];
  const rows = await namedQuery<Row>(tx, 'betting_placing_users', PLACING_USERS, [ids]);
  const byId = new Map<number, Row[]>();
  for (const row of rows) {
    const id = toSafeInteger(row.id);
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const users = new Map<number, PlacingUser>();
  for (const [id, userRows] of byId) {
    const first = userRows[0] as Row;
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

/** For each (user, picks hash) pair, in order: their accepted coupons with those picks. */
export async function countRepeats(
  tx: Executor,
  pairs: readonly { userId: number; picksHash: string }[],
): Promise<number[]> {
  if (pairs.length === 0) return [];
  const rows = await namedQuery<{ n: unknown; repeated: unknown }>(tx, 'betting_coupon_repeats', REPEATS, [
    pairs.map((p) => p.userId),
    pairs.map((p) => p.picksHash),
  ]);
  const counts = pairs.map(() => 0);
  for (const row of rows) counts[toSafeInteger(row.n) - 1] = toSafeInteger(row.repeated);
  return counts;
}
