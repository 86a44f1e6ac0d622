// The ledger side of bonuses: an accepted bonus moves from the house's bonus account into the
// player's bonus account; once its wagering is met it joins the player's credit, and if it expires
// first it goes back. Each runs in the caller's transaction with the request's change.
import type { Executor } from '../../../db/client.ts';
import {
  creditKindForRole,
  ensureAccount,
  postTransaction,
  type TransactionKind,
} from '../../wallet/index.ts';

export type BonusMoney = { id: number; userId: number; role: string; currency: string; amount: number };
type Side = 'house' | 'held' | 'credit';

async function accountOf(db: Executor, side: Side, bonus: BonusMoney): Promise<number> {
  const { userId, currency } = bonus;
  if (side === 'house') return (await ensureAccount(db, { system: true, kind: 'bonus', currency })).id;
  const kind = side === 'held' ? 'bonus' : creditKindForRole(bonus.role);
  return (await ensureAccount(db, { userId, kind, currency })).id;
}

async function move(db: Executor, bonus: BonusMoney, kind: TransactionKind, from: Side, to: Side, at: Date) {
  const [fromId, toId] = [await accountOf(db, from, bonus), await accountOf(db, to, bonus)];
  return postTransaction(db, {
    kind,
    reference: `bonus:${bonus.id}`,
    actorUserId: null,
    at,
    postings: [
      { accountId: fromId, amount: -bonus.amount },
      { accountId: toId, amount: bonus.amount },
    ],
  });
}

export const grantBonus = (db: Executor, bonus: BonusMoney, at: Date) =>
  move(db, bonus, 'bonus', 'house', 'held', at);
export const releaseBonus = (db: Executor, bonus: BonusMoney, at: Date) =>
  move(db, bonus, 'bonus_release', 'held', 'credit', at);
export const expireBonus = (db: Executor, bonus: BonusMoney, at: Date) =>
  move(db, bonus, 'bonus_expiry', 'held', 'house', at);
