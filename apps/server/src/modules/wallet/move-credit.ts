// A user's credit moved to or from one of the house's accounts in a single statement: the balance
// update, the transaction and its two postings. For the hottest money paths (the casino wallet's
// bets and wins), where postTransaction's general checks would cost a round trip each.
import type { Executor } from '../../db/client.ts';
import { namedQuery } from '../../db/named-query.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { ensureAccount } from './accounts-repo.ts';
import { creditAccountKinds, type SystemAccountKind, type TransactionKind } from './kinds.ts';

export type CreditMove = {
  userId: number;
  currency: string;
  /** Minor units into the user's credit: negative takes from it. Never 0. */
  amount: number;
  /** The house's side of the move. */
  systemKind: SystemAccountKind;
  kind: TransactionKind;
  reference: string;
  actorUserId: number | null;
  memo: string;
  at: Date;
};

// One named statement: each connection parses and plans it once.
const MOVE_CREDIT = `
  with credit as (
    select id from ledger_accounts
    where user_id = $1 and currency = $2 and kind = any($3::text[])
    order by id desc limit 1
  ), house as (
    select id from ledger_accounts where user_id is null and kind = $4 and currency = $2
  ), moved as (
    update ledger_accounts a set balance = a.balance + $5::bigint
    from credit
    where a.id = credit.id and a.balance + $5::bigint >= 0 and exists (select 1 from house)
    returning a.id, a.balance
  ), t as (
    insert into ledger_transactions (kind, reference, actor_user_id, memo, created_at)
    select $6, $7, $8::integer, $9, $10::timestamptz from moved
    returning id, created_at
  ), postings as (
    insert into ledger_postings (transaction_id, account_id, amount, created_at)
    select t.id, moved.id, $5::bigint, t.created_at from t, moved
    union all
    select t.id, house.id, -$5::bigint, t.created_at from t, house
  )
  select t.id as transaction_id, moved.balance from t, moved`;

async function tryMove(
  db: Executor,
  move: CreditMove,
): Promise<{ transactionId: number; balance: number } | null> {
  const [row] = await namedQuery<{ transaction_id: unknown; balance: unknown }>(
    db,
    'wallet_move_credit',
    MOVE_CREDIT,
    [
      move.userId,
      move.currency,
      creditAccountKinds,
      move.systemKind,
      move.amount,
      move.kind,
      move.reference,
      move.actorUserId,
      move.memo,
      move.at.toISOString(),
    ],
  );
  return row
    ? { transactionId: toSafeInteger(row.transaction_id), balance: toSafeInteger(row.balance) }
    : null;
}

/**
 * Moves credit and answers the transaction and the user's new balance, or null when the user has
 * no credit account or the move would take it below zero. The house's account is opened on first use.
 */
export async function moveCredit(
  db: Executor,
  move: CreditMove,
): Promise<{ transactionId: number; balance: number } | null> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0)
    throw new Error(`bad credit move ${move.amount}`);
  const moved = await tryMove(db, move);
  if (moved) return moved;
  // Nothing moved: the house's account may not exist yet in this currency; a second try tells.
  await ensureAccount(db, { system: true, kind: move.systemKind, currency: move.currency });
  return tryMove(db, move);
}
