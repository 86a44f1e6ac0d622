// The ledger side of deposits and withdrawals. A withdrawal is held the moment it is asked for
// (player -> pending withdrawals), so the player cannot spend it twice; paying it moves the hold out
// to the cashier, rejecting or cancelling it moves the hold back. A deposit moves money only once it
// is confirmed (cashier -> player). Each runs inside the caller's transaction with the row's change.
import type { Executor } from '../../../db/client.ts';
import {
  creditKindForRole,
  ensureAccount,
  postTransaction,
  type TransactionKind,
} from '../../wallet/index.ts';

/** Whose request and how much: enough to find both sides' accounts. */
export type TransferMoney = { id: number; userId: number; role: string; currency: string; amount: number };

type Side = 'player' | 'cashier' | 'pending_withdrawals';

async function accountOf(db: Executor, side: Side, transfer: TransferMoney): Promise<number> {
  const { currency } = transfer;
  const account =
    side === 'player'
      ? await ensureAccount(db, { userId: transfer.userId, kind: creditKindForRole(transfer.role), currency })
      : await ensureAccount(db, { system: true, kind: side, currency });
  return account.id;
}

async function move(
  db: Executor,
  transfer: TransferMoney,
  kind: TransactionKind,
  from: Side,
  to: Side,
  actorUserId: number | null,
  at: Date,
): Promise<number> {
  const [fromId, toId] = [await accountOf(db, from, transfer), await accountOf(db, to, transfer)];
  return postTransaction(db, {
    kind,
    reference: `transfer:${transfer.id}`,
    actorUserId,
    at,
    postings: [
      { accountId: fromId, amount: -transfer.amount },
      { accountId: toId, amount: transfer.amount },
    ],
  });
}

/** Holds a new withdrawal; refuses (insufficientCredit) when the balance does not cover it. */
export const holdWithdrawal = (db: Executor, transfer: TransferMoney, at: Date) =>
  move(db, transfer, 'withdrawal', 'player', 'pending_withdrawals', transfer.userId, at);

/** A held withdrawal is paid out: it leaves the platform and is never reversed. */
export const payWithdrawal = (db: Executor, transfer: TransferMoney, actorUserId: number, at: Date) =>
  move(db, transfer, 'withdrawal_paid', 'pending_withdrawals', 'cashier', actorUserId, at);

/** A rejected or cancelled withdrawal's hold goes back to the player. */
export const returnWithdrawal = (db: Executor, transfer: TransferMoney, actorUserId: number, at: Date) =>
  move(db, transfer, 'withdrawal_return', 'pending_withdrawals', 'player', actorUserId, at);

/** A confirmed deposit reaches the player. */
export const creditDeposit = (db: Executor, transfer: TransferMoney, actorUserId: number | null, at: Date) =>
  move(db, transfer, 'deposit', 'cashier', 'player', actorUserId, at);
