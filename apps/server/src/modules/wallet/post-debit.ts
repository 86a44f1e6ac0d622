// Customer accounts paying house accounts (coupons' stakes), many at once in one statement instead
// of postTransaction's reads and separate writes. Its rules are postTransaction's: each debit's two
// postings balance in one currency, a customer's cached balance moves with its postings and never
// below zero (re-checked on the row's latest version after a wait, so parallel debits cannot
// overdraw), and house accounts keep no cached balance. All the debits are written, or none.
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { isTransactionKind } from './kinds.ts';
import { LedgerError, ledgerRefusal } from './ledger-error.ts';
import type { NewLedgerTransaction } from './post-transaction.ts';
import { writeTransactionsFrom } from './transactions-sql.ts';

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

// The whole batch in one statement, which refuses as a whole (see ledger_refuse): every debit
// must pass the account rules, then every paying account must cover its debits' total.
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
    returning a.id, a.balance
  ), ${writeTransactionsFrom('checked')}, legs as (
    insert into ledger_postings (transaction_id, account_id, amount, created_at)
    select numbered.transaction_id, leg.account_id, leg.amount, numbered.created_at
    from numbered
    cross join lateral (values (1, numbered.from_id, -numbered.amount), (2, numbered.to_id, numbered.amount))
      as leg (side, account_id, amount)
    order by numbered.n, leg.side
  )
  select
    case
      when (select count(*) from checked) <> cardinality($1::bigint[]) then ledger_refuse(
        'debits ' || (select string_agg(v.n::text, ', ') from v where v.n not in (select n from checked))
          || ' break the ledger rules (a customer account paying a house account in its currency)')
      when (select count(*) from paid) <> (select count(*) from totals) then ledger_refuse('insufficientCredit')
      else 0
    end as refused,
    (select json_agg(json_build_object('id', id, 'balance', balance)) from paid) as paid,
    (select json_agg(json_build_object('n', n, 'id', transaction_id)) from numbered) as moved`;

type Row = {
  refused: unknown;
  paid: { id: number | string; balance: number | string }[] | null;
  moved: { n: number | string; id: number | string }[] | null;
};

/**
 * Moves each debit's amount from its customer account to its house account, in the caller's
 * transaction or on its own (it is one statement). Returns, in input order, each ledger transaction's
 * id and the paying account's balance just after it. Refuses all, writing nothing, with 409
 * insufficientCredit when an account cannot pay its debits' total, or a LedgerError when a debit
 * breaks the account rules; inside a transaction the refusal ends it, as every failed statement does.
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
  let row: Row | undefined;
  try {
    [row] = await namedQuery<Row>(db, 'wallet_post_debits', POST_DEBITS, params);
  } catch (error) {
    throw ledgerRefusal(error);
  }
  const transactionIds = new Map((row?.moved ?? []).map((m) => [toSafeInteger(m.n), toSafeInteger(m.id)]));
  const after = new Map((row?.paid ?? []).map((p) => [toSafeInteger(p.id), toSafeInteger(p.balance)]));
  if (transactionIds.size !== debits.length) throw new Error('debits went unwritten');
  // The balance after each debit: the final balance plus the later debits of the same account.
  const posted: PostedDebit[] = [];
  for (let i = debits.length - 1; i >= 0; i -= 1) {
    const debit = debits[i] as NewDebit;
    const balance = after.get(debit.fromAccountId) as number;
    posted.unshift({ transactionId: transactionIds.get(i + 1) as number, balance });
    after.set(debit.fromAccountId, balance + debit.amount);
  }
  return posted;
}

/** One debit: see postDebits. */
export async function postDebit(db: Executor, debit: NewDebit): Promise<PostedDebit> {
  const [posted] = await postDebits(db, [debit]);
  if (!posted) throw new Error('a debit went unanswered');
  return posted;
}
