// Many ledger transactions in one statement (settling a match's coupons). The rules are those of
// postTransaction: postings balance per currency, customer balances never go below zero, cached
// balances move with the postings. The batch is all or nothing, so a customer account is checked
// once against its net change over the whole batch.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { creditAccount } from './accounts-repo.ts';
import { creditAccountKinds, isTransactionKind } from './kinds.ts';
import { LedgerError, ledgerRefusal } from './ledger-error.ts';
import type { NewLedgerTransaction } from './post-transaction.ts';
import { ledgerAccounts } from './schema.ts';
import { writeTransactionsFrom } from './transactions-sql.ts';

// Users per account query: far below the 65,535 bind parameters a statement may carry.
const CHUNK = 2000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function checkShape(input: NewLedgerTransaction): void {
  if (!isTransactionKind(input.kind)) throw new LedgerError(`unknown transaction kind ${String(input.kind)}`);
  if (!input.reference) throw new LedgerError('a ledger transaction needs a reference');
  if (input.postings.length < 2) throw new LedgerError('a ledger transaction needs at least two postings');
  for (const { accountId, amount } of input.postings) {
    if (!Number.isSafeInteger(accountId) || accountId <= 0)
      throw new LedgerError(`bad account id ${accountId}`);
    if (!Number.isSafeInteger(amount) || amount === 0) throw new LedgerError(`bad posting amount ${amount}`);
  }
}

/** Each account's net change over the batch, checked to stay within what a balance can hold. */
function checkNetChanges(inputs: readonly NewLedgerTransaction[]): void {
  const net = new Map<number, bigint>();
  for (const input of inputs) {
    for (const { accountId, amount } of input.postings) {
      net.set(accountId, (net.get(accountId) ?? 0n) + BigInt(amount));
    }
  }
  for (const [id, delta] of net) {
    if (delta > BigInt(Number.MAX_SAFE_INTEGER) || delta < BigInt(-Number.MAX_SAFE_INTEGER))
      throw new LedgerError(`net change out of range on account ${id}`);
  }
}

// The whole batch in one statement, which refuses as a whole (see ledger_refuse): every transaction
// must balance in each currency over existing accounts, then every customer account must cover its
// net change. Customer accounts are locked in id order (no deadlock between crossing batches) and
// their condition re-checked on the row's latest version after a wait, so no batch can overdraw.
const POST_TRANSACTIONS = `
  with v as (
    select * from unnest($1::text[], $2::text[], $3::integer[], $4::text[], $5::text[], $6::timestamptz[])
      with ordinality as v (kind, reference, actor_user_id, request_id, memo, at, n)
  ), p as (
    select * from unnest($7::bigint[], $8::bigint[], $9::bigint[])
      with ordinality as p (n, account_id, amount, k)
  ), legs as (
    select p.*, a.currency, a.allow_negative from p left join ledger_accounts a on a.id = p.account_id
  ), unbalanced as (
    select n from legs group by n, currency having currency is null or sum(amount) <> 0
  ), net as (
    select account_id as id, sum(amount) as delta from legs
    where not allow_negative group by account_id having sum(amount) <> 0
  ), locked as (
    select a.id from ledger_accounts a join net on net.id = a.id order by a.id for update of a
  ), moved as (
    update ledger_accounts a set balance = a.balance + net.delta
    from net
    where a.id = net.id and a.balance + net.delta >= 0 and (select count(*) from locked) >= 0
    returning a.id
  ), ${writeTransactionsFrom('v')}, posted as (
    insert into ledger_postings (transaction_id, account_id, amount, created_at)
    select numbered.transaction_id, p.account_id, p.amount, numbered.created_at
    from p join numbered on numbered.n = p.n
    order by p.k
  )
  select
    case
      when exists (select 1 from unbalanced) then ledger_refuse(
        'postings of transaction ' || (select min(n) from unbalanced)
          || ' do not balance or name an account that does not exist')
      when (select count(*) from moved) <> (select count(*) from net) then ledger_refuse('insufficientCredit')
      else 0
    end as refused,
    (select json_agg(json_build_object('n', n, 'id', transaction_id)) from numbered) as ids`;

/**
 * Writes the transactions in one statement, inside the caller's transaction or on its own. Returns
 * their ids in input order. A customer account that would go below zero refuses the whole batch
 * with 409 insufficientCredit; postings that do not balance, with a LedgerError. The statement
 * writes all its rows or none, and a failed statement ends the caller's transaction, so no
 * savepoint is needed.
 */
export async function postTransactions(
  db: Executor,
  inputs: readonly NewLedgerTransaction[],
): Promise<number[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) checkShape(input);
  checkNetChanges(inputs);
  const legs = inputs.flatMap((input, i) => input.postings.map((p) => ({ n: i + 1, ...p })));
  const params = [
    inputs.map((i) => i.kind),
    inputs.map((i) => i.reference),
    inputs.map((i) => i.actorUserId),
    inputs.map((i) => i.requestId ?? null),
    inputs.map((i) => i.memo ?? ''),
    inputs.map((i) => i.at?.toISOString() ?? null),
    legs.map((l) => l.n),
    legs.map((l) => l.accountId),
    legs.map((l) => l.amount),
  ];
  let row: { ids: { n: number | string; id: number | string }[] | null } | undefined;
  try {
    [row] = await namedQuery<NonNullable<typeof row>>(
      db,
      'wallet_post_transactions',
      POST_TRANSACTIONS,
      params,
    );
  } catch (error) {
    throw ledgerRefusal(error);
  }
  const ids = new Map((row?.ids ?? []).map((m) => [toSafeInteger(m.n), toSafeInteger(m.id)]));
  if (ids.size !== inputs.length) throw new Error('ledger transactions went unwritten');
  return inputs.map((_, i) => ids.get(i + 1) as number);
}

/**
 * The credit accounts of many users in one currency, by user id, in one query; a user whose account
 * is not found that way (none yet) goes through creditAccount.
 */
export async function creditAccountsOf(
  db: Executor,
  userIds: readonly number[],
  currency: string,
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  const byUser = new Map<number, number[]>();
  for (const part of chunks(unique)) {
    const rows = await db
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
      .from(ledgerAccounts)
      .where(
        and(
          inArray(ledgerAccounts.userId, part),
          eq(ledgerAccounts.currency, currency),
          inArray(ledgerAccounts.kind, [...creditAccountKinds]),
        ),
      );
    for (const r of rows)
      if (r.userId !== null) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
  }
  const out = new Map<number, number>();
  for (const userId of unique) {
    const ids = byUser.get(userId) ?? [];
    // One credit account is the rule; a user holding both kinds is resolved by role.
    out.set(userId, ids.length === 1 ? (ids[0] as number) : (await creditAccount(db, userId, currency)).id);
  }
  return out;
}
