// The player placing a coupon, read in one query: limits, stake type, credit account and balance,
// and how many times they already placed the same coupon.
import type { UserLimits } from '@bet/domain/user-defaults';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
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
  repeated: unknown;
};

// A user holds credit in a player or a dealer account (by role): both are joined, one is kept.
// Every placement runs it, so it is a named statement: parsed and planned once per connection.
const PLACING_USER = `
  select u.id, u.role, u.currency, u.staketype, u.limits, a.id as account_id, a.kind as account_kind,
    a.balance,
    (select count(*) from coupons c where c.user_id = u.id and c.picks_hash = $2
      and c.staketype = u.staketype and c.phase = 'accepted') as repeated
  from users u
  left join ledger_accounts a on a.user_id = u.id and a.currency = u.currency and a.kind in ('player', 'dealer')
  where u.id = $1`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Null when the user does not exist. */
export async function loadPlacingUser(
  db: Executor,
  userId: number,
  picksHash: string,
): Promise<PlacingUser | null> {
  const query = { sql: PLACING_USER, params: [userId, picksHash] };
  const rows = rowsOf<Row>(
    await db._.session.prepareQuery(query, undefined, 'betting_placing_user', false).execute(),
  );
  const [first] = rows;
  if (!first) return null;
  const account = rows.find((r) => r.account_kind === creditKindForRole(first.role));
  return {
    id: toSafeInteger(first.id),
    currency: first.currency,
    staketype: toSafeInteger(first.staketype) === 1 ? 1 : 0,
    limits: effectiveLimits({ limits: isRecord(first.limits) ? first.limits : {} }),
    creditAccountId: account ? toSafeInteger(account.account_id) : null,
    credit: account ? toSafeInteger(account.balance) : 0,
    repeated: toSafeInteger(first.repeated),
  };
}
