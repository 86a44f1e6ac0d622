// A customer account paying a house account (a coupon's stake), in one statement instead of
// postTransaction's reads, savepoint and separate writes. Its rules are postTransaction's: the two
// postings balance in one currency, the customer's cached balance moves with its posting and never
// below zero (re-checked on the row's latest version after a wait, so parallel debits cannot
// overdraw), and the house account keeps no cached balance.
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { AppError } from '../../http/errors.ts';
import { findAccountsByIds } from './accounts-repo.ts';
import { isTransactionKind } from './kinds.ts';
import { LedgerError } from './ledger-error.ts';
import type { NewLedgerTransaction } from './post-transaction.ts';

export type NewDebit = Omit<NewLedgerTransaction, 'postings'> & {
  /** The customer account that pays (player, dealer). */
  fromAccountId: number;
  /** The house account paid (stakes, house), in the same currency. */
  toAccountId: number;
  /** Minor units, positive. */
  amount: number;
};

export type PostedDebit = {
  transactionId: number;
  /** The paying account's balance after the debit (minor units). */
  balance: number;
};

const isId = (id: number) => Number.isSafeInteger(id) && id > 0;

function checkDebit(debit: NewDebit): void {
  if (!isTransactionKind(debit.kind)) throw new LedgerError(`unknown transaction kind ${String(debit.kind)}`);
  if (!debit.reference) throw new LedgerError('a ledger transaction needs a reference');
  if (!isId(debit.fromAccountId) || !isId(debit.toAccountId) || debit.fromAccountId === debit.toAccountId) {
    throw new LedgerError(`bad debit accounts ${debit.fromAccountId} -> ${debit.toAccountId}`);
  }
  if (!Number.isSafeInteger(debit.amount) || debit.amount <= 0)
    throw new LedgerError(`bad debit amount ${debit.amount}`);
}

/** Why the statement moved nothing: broken rules are the caller's bug, anything else is the credit. */
async function refusal(db: Executor, debit: NewDebit): Promise<Error> {
  const accounts = await findAccountsByIds(db, [debit.fromAccountId, debit.toAccountId]);
  const from = accounts.find((a) => a.id === debit.fromAccountId);
  const to = accounts.find((a) => a.id === debit.toAccountId);
  if (!from || !to) return new LedgerError('posting to an account that does not exist');
  if (from.allowNegative) return new LedgerError(`account ${from.id} is not a customer account`);
  if (!to.allowNegative) return new LedgerError(`account ${to.id} is not a house account`);
  if (from.currency !== to.currency)
    return new LedgerError('postings in different currencies do not balance');
  return new AppError(409, 'insufficientCredit');
}

// Each step reads the one before, so nothing is written unless the balance moved. A named statement
// (through the session, as `execute` cannot name one): parsed and planned once per connection.
const POST_DEBIT = `
  with house as (
    select id, currency from ledger_accounts where id = $2 and allow_negative
  ), paid as (
    update ledger_accounts a set balance = a.balance - $3
    from house
    where a.id = $1 and not a.allow_negative and a.currency = house.currency and a.balance - $3 >= 0
    returning a.balance
  ), moved as (
    insert into ledger_transactions (kind, reference, actor_user_id, request_id, memo, created_at)
    select $4::text, $5::text, $6::integer, $7::text, $8::text, coalesce($9::timestamptz, now()) from paid
    returning id, created_at
  ), legs as (
    insert into ledger_postings (transaction_id, account_id, amount, created_at)
    select moved.id, leg.account_id, leg.amount, moved.created_at
    from moved
    cross join (values (1, $1::bigint, -$3::bigint), (2, $2::bigint, $3::bigint)) as leg (n, account_id, amount)
    order by leg.n
  )
  select moved.id as transaction_id, paid.balance from moved, paid`;

/**
 * Moves `amount` from the customer account to the house account inside the caller's transaction
 * (or on its own: it is one statement). Returns the ledger transaction id and the customer's new
 * balance; refuses with 409 insufficientCredit when the balance would go below zero.
 */
export async function postDebit(db: Executor, debit: NewDebit): Promise<PostedDebit> {
  checkDebit(debit);
  const params = [
    debit.fromAccountId,
    debit.toAccountId,
    debit.amount,
    debit.kind,
    debit.reference,
    debit.actorUserId,
    debit.requestId ?? null,
    debit.memo ?? '',
    debit.at?.toISOString() ?? null,
  ];
  const query = { sql: POST_DEBIT, params };
  const [row] = rowsOf<{ transaction_id: unknown; balance: unknown }>(
    await db._.session.prepareQuery(query, undefined, 'wallet_post_debit', false).execute(),
  );
  if (!row) throw await refusal(db, debit);
  return { transactionId: toSafeInteger(row.transaction_id), balance: toSafeInteger(row.balance) };
}
