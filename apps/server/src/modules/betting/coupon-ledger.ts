// Where a coupon's money goes. The stake leaves the player for the house's stakes account when the
// coupon is written, so that account always holds the stakes of coupons not yet decided; deciding a
// coupon empties its stake from there, to the player (paid back) or the house (kept), and the house
// (and its bonus account, for the bonus part) pays whatever is owed beyond the stake. A coupon
// closed alone (sold, cancelled) does all that in one ledger transaction; settlement moves the
// stakes of a whole batch in one (see settlement-ledger).
import type { Db, Executor } from '../../db/client.ts';
import {
  creditAccount,
  ensureAccount,
  type NewLedgerTransaction,
  type PostedDebit,
  type Posting,
  postDebits,
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

/** The coupon a ledger reference names, or null for any other reference. */
export function couponIdOfReference(ref: string): number | null {
  const match = /^coupon:(\d+)$/.exec(ref);
  return match ? Number(match[1]) : null;
}

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

export type CouponStake = { money: CouponMoney; amount: number; accounts: StakeAccounts };

/** Takes each coupon's stake from its player, all in one statement (409 insufficientCredit when one would overdraw). */
export function postStakes(db: Executor, stakes: readonly CouponStake[]): Promise<PostedDebit[]> {
  return postDebits(
    db,
    stakes.map(({ money, amount, accounts }) => ({
      kind: 'coupon_stake',
      reference: reference(money.couponId),
      actorUserId: money.userId,
      requestId: money.requestId ?? null,
      at: money.at,
      fromAccountId: accounts.credit,
      toAccountId: accounts.stakes,
      amount,
    })),
  );
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

/** The house's accounts a coupon's decision moves money between, in one currency. */
export type HouseAccounts = { stakes: number; house: number; bonus: number };

export async function houseAccounts(db: Executor, currency: string): Promise<HouseAccounts> {
  const account = async (kind: 'stakes' | 'house' | 'bonus') =>
    (await ensureAccount(db, { system: true, kind, currency })).id;
  return { stakes: await account('stakes'), house: await account('house'), bonus: await account('bonus') };
}

/**
 * The postings of a decision: the stake leaves the stakes account, the player gets `amount`, the
 * house pays what is owed beyond the stake (or keeps the stake), the bonus account pays the bonus.
 */
export function decisionPostings(
  d: { stake: number; amount: number; bonus: number },
  house: HouseAccounts,
  playerAccountId: number,
): Posting[] {
  const fromHouse = d.amount - d.bonus - d.stake;
  const postings: Posting[] = [{ accountId: house.stakes, amount: -d.stake }];
  if (d.amount > 0) postings.push({ accountId: playerAccountId, amount: d.amount });
  if (fromHouse !== 0) postings.push({ accountId: house.house, amount: -fromHouse });
  if (d.bonus > 0) postings.push({ accountId: house.bonus, amount: -d.bonus });
  return postings;
}

/**
 * The player's side of a decision taken in a batch, whose stakes the batch moves to the house on its
 * own: the player gets `amount`, the bonus account pays the bonus and the house the rest.
 */
export function payoutPostings(
  d: { amount: number; bonus: number },
  house: HouseAccounts,
  playerAccountId: number,
): Posting[] {
  const postings: Posting[] = [{ accountId: playerAccountId, amount: d.amount }];
  if (d.amount !== d.bonus) postings.push({ accountId: house.house, amount: d.bonus - d.amount });
  if (d.bonus > 0) postings.push({ accountId: house.bonus, amount: -d.bonus });
  return postings;
}

/**
 * Stakes of many coupons moved in one ledger transaction between the stakes account and the house:
 * out of the stakes account once the coupons are decided, back into it when they are reopened.
 */
export function stakesMove(
  kind: 'stakes_settled' | 'stakes_reopened',
  house: HouseAccounts,
  total: number,
  move: { reference: string; memo: string; at: Date },
): NewLedgerTransaction {
  const toHouse = kind === 'stakes_settled' ? total : -total;
  return {
    kind,
    reference: move.reference,
    actorUserId: null,
    memo: move.memo,
    at: move.at,
    postings: [
      { accountId: house.stakes, amount: -toHouse },
      { accountId: house.house, amount: toHouse },
    ],
  };
}

/** A reference naming a batch of coupons by its first and last id. */
export const batchReference = (couponIds: readonly number[]): string =>
  `coupons:${couponIds.reduce((a, b) => Math.min(a, b))}-${couponIds.reduce((a, b) => Math.max(a, b))}`;

/** Decides a coupon's stake: returns the ledger transaction id. */
export async function postDecision(db: Executor, money: CouponMoney, credit: CouponCredit): Promise<number> {
  const house = await houseAccounts(db, money.currency);
  const player = credit.amount > 0 ? (await creditAccount(db, money.userId, money.currency)).id : 0;
  const postings = decisionPostings({ ...credit, bonus: credit.bonus ?? 0 }, house, player);
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
