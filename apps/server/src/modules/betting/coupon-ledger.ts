// Where a coupon's money goes. The stake leaves the player for the house's stakes account when the
// coupon is written, so that account always holds the stakes of coupons not yet decided; deciding a
// coupon empties its stake from there, to the player (paid back) or the house (kept), and the house
// (and its bonus account, for the bonus part) pays whatever is owed beyond the stake.
import type { Db, Executor } from '../../db/client.ts';
import {
  creditAccount,
  ensureAccount,
  type PostedDebit,
  type Posting,
  postDebit,
  postTransaction,
} from '../wallet/index.ts';

export type CouponMoney = {
  couponId: number;
  userId: number;
  currency: string;
  /** When it happened (the app's clock). */
  at: Date;
  requestId?: string | null;
};

const reference = (couponId: number) => `coupon:${couponId}`;

// The house's stakes account id by currency, per database. House accounts are never deleted, so an
// id once committed stays right; one opened by a transaction is remembered only after it commits.
const knownStakes = new WeakMap<Db, Map<string, number>>();

/** The stakes account for placing transactions on `db`: looked up once per currency and process. */
export function stakesAccounts(db: Db) {
  let known = knownStakes.get(db);
  if (!known) {
    known = new Map();
    knownStakes.set(db, known);
  }
  const cache = known;
  let opened: [currency: string, id: number] | undefined;
  return {
    async idIn(tx: Executor, currency: string): Promise<number> {
      const hit = cache.get(currency);
      if (hit !== undefined) return hit;
      const account = await ensureAccount(tx, { system: true, kind: 'stakes', currency });
      opened = [currency, account.id];
      return account.id;
    },
    /** Call once the transaction that looked it up has committed. */
    committed(): void {
      if (opened) cache.set(...opened);
    },
  };
}

export type StakeAccounts = {
  /** The player's credit account. */
  credit: number;
  /** The house's stakes account in the coupon's currency. */
  stakes: number;
};

/** Takes the stake from the player in one statement (409 insufficientCredit when it would overdraw). */
export function postStake(
  db: Executor,
  money: CouponMoney,
  stake: number,
  accounts: StakeAccounts,
): Promise<PostedDebit> {
  return postDebit(db, {
    kind: 'coupon_stake',
    reference: reference(money.couponId),
    actorUserId: money.userId,
    requestId: money.requestId ?? null,
    at: money.at,
    fromAccountId: accounts.credit,
    toAccountId: accounts.stakes,
    amount: stake,
  });
}

export type CouponCredit = {
  kind: 'payout' | 'coupon_refund' | 'coupon_cashout';
  stake: number;
  /** What the player gets in all (0 for a lost coupon), bonus included. */
  amount: number;
  /** The part of `amount` paid from the bonus account. */
  bonus?: number;
  actorUserId?: number | null;
  memo?: string;
};

/** Decides a coupon's stake: returns the ledger transaction id. */
export async function postDecision(db: Executor, money: CouponMoney, credit: CouponCredit): Promise<number> {
  const bonus = credit.bonus ?? 0;
  const fromHouse = credit.amount - bonus - credit.stake;
  const stakes = await ensureAccount(db, { system: true, kind: 'stakes', currency: money.currency });
  const postings: Posting[] = [{ accountId: stakes.id, amount: -credit.stake }];
  if (credit.amount > 0) {
    const player = await creditAccount(db, money.userId, money.currency);
    postings.push({ accountId: player.id, amount: credit.amount });
  }
  if (fromHouse !== 0) {
    const house = await ensureAccount(db, { system: true, kind: 'house', currency: money.currency });
    postings.push({ accountId: house.id, amount: -fromHouse });
  }
  if (bonus > 0) {
    const bonusAccount = await ensureAccount(db, { system: true, kind: 'bonus', currency: money.currency });
    postings.push({ accountId: bonusAccount.id, amount: -bonus });
  }
  return postTransaction(db, {
    kind: credit.kind,
    reference: reference(money.couponId),
    actorUserId: credit.actorUserId ?? null,
    requestId: money.requestId ?? null,
    memo: credit.memo ?? '',
    at: money.at,
    postings,
  });
}
