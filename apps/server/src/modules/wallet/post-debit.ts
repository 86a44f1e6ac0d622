// Customer accounts paying house accounts (coupons' stakes), many at once in one statement instead
// of postTransaction's reads and separate writes. Its rules are postTransaction's: each debit's two
// postings balance in one currency, a customer's cached balance moves with its postings and never
// below zero (re-checked on the row's latest version after a wait, so parallel debits cannot
// overdraw), and house accounts keep no cached balance. All the debits are written, or none.
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
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
  /** The paying account's balance just after this debit (minor units). */
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
async function refusal(db: Executor, debits: readonly NewDebit[]): Promise<Error> {
  const ids = [...new Set(debits.flatMap((d) => [d.fromAccountId, d.toAccountId]))];
  const accounts = new Map((await findAccountsByIds(db, ids)).map((a) => [a.id, a]));
  for (const debit of debits) {
    const from = accounts.get(debit.fromAccountId);
    const to = accounts.get(debit.toAccountId);
    if (!from || !to) return new LedgerError('posting to an account that does not exist');
    if (from.allowNegative) return new LedgerError(`account ${from.id} is not a customer account`);
    if (!to.allowNegative) return new LedgerError(`account ${to.id} is not a house account`);
    if (from.currency !== to.currency)
      return new LedgerError('postings in different currencies do not balance');
  }
  return new AppError(409, 'insufficientCredit');
}

// Each step reads the one before: balances move only if every debit passed the account rules, and
// the transactions are written only if every paying account could pay its total.
const POST_DEBITS = `
  with v as (
    select * from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::integer[],
      $7::text[], $8::text[], $9::timestamptz[])
      with ordinality as v (from_id, to_id, amount, kind, reference, actor_user_id, request_id, memo, at, n)
  ), checked as (
    select v.* from v
    join ledger_accounts f on f.id = v.from_id and not f.allow_negative
    join ledger_accounts t on t.id = v.to_id and t.allow_negative and t.currency = f.currency
  ), totals as (
    select from_id, sum(amount) as total from checked group by from_id
  ), paid as (
    update ledger_accounts a set balance = a.balance - totals.total
    from totals
    where a.id = totals.from_id and a.balance - totals.total >= 0
      and (select count(*) from checked) = cardinality($1::bigint[])
    returning a.id, a.balance
  ), numbered as (
    select checked.*, coalesce(checked.at, now()) as created_at,
      nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as transaction_id
    from checked
    where (select count(*) from paid) = (select count(*) from totals)
  ), moved as (
    insert into ledger_transactions (id, kind, reference, actor_user_id, request_id, memo, created_at)
    select transaction_id, kind, reference, actor_user_id, request_id, memo, created_at from numbered
    order by n
  ), legs as (
    insert into ledger_postings (transaction_id, account_id, amount, created_at)
    select numbered.transaction_id, leg.account_id, leg.amount, numbered.created_at
    from numbered
    cross join lateral (values (1, numbered.from_id, -numbered.amount), (2, numbered.to_id, numbered.amount))
      as leg (side, account_id, amount)
    order by numbered.n, leg.side
  )
  select 'paid' as row_kind, id, balance, null::bigint as n from paid
  union all
  select 'moved', transaction_id, null, n from numbered`;

type Row = { row_kind: 'paid' | 'moved'; id: unknown; balance: unknown; n: unknown };

/**
 * Moves each debit's amount from its customer account to its house account inside the caller's
 * transaction (as a savepoint) or a new one. Returns, in input order, each ledger transaction's id
 * and the paying account's balance just after it; refuses all with 409 insufficientCredit when an
 * account cannot pay its debits' total.
 */
export async function postDebits(db: Executor, debits: readonly NewDebit[]): Promise<PostedDebit[]> {
  if (debits.length === 0) return [];
  for (const debit of debits) checkDebit(debit);
  const column = <K extends keyof NewDebit>(key: K) => debits.map((d) => d[key] ?? null);
  const params = [
    column('fromAccountId'),
    column('toAccountId'),
    column('amount'),
    column('kind'),
    column('reference'),
    column('actorUserId'),
    column('requestId'),
    debits.map((d) => d.memo ?? ''),
    debits.map((d) => d.at?.toISOString() ?? null),
  ];
  return db.transaction(async (tx) => {
    const rows = await namedQuery<Row>(tx, 'wallet_post_debits', POST_DEBITS, params);
    const transactionIds = new Map<number, number>();
    const after = new Map<number, number>();
    for (const row of rows) {
      if (row.row_kind === 'paid') after.set(toSafeInteger(row.id), toSafeInteger(row.balance));
      else transactionIds.set(toSafeInteger(row.n), toSafeInteger(row.id));
    }
    if (transactionIds.size !== debits.length) throw await refusal(tx, debits);
    // The balance after each debit: the final balance plus the later debits of the same account.
    const posted: PostedDebit[] = [];
    for (let i = debits.length - 1; i >= 0; i -= 1) {
      const debit = debits[i] as NewDebit;
      const balance = after.get(debit.fromAccountId) as number;
      posted.unshift({ transactionId: transactionIds.get(i + 1) as number, balance });
      after.set(debit.fromAccountId, balance + debit.amount);
    }
    return posted;
  });
}

/** One debit: see postDebits. */
export async function postDebit(db: Executor, debit: NewDebit): Promise<PostedDebit> {
  const [posted] = await postDebits(db, [debit]);
  if (!posted) throw new Error('a debit went unanswered');
  return posted;
}
