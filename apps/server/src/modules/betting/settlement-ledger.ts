// The money of many decided coupons at once, with the postings of coupon-ledger's postDecision:
// the stake leaves the stakes account, the player gets the payout, the house (and the bonus
// account for the bonus part) pays what is owed beyond the stake or keeps the stake.
import type { Executor } from '../../db/client.ts';
import {
  creditAccountsOf,
  ensureAccount,
  type Posting,
  postTransactions,
  type TransactionKind,
} from '../wallet/index.ts';

export type CouponDecision = {
  couponId: number;
  userId: number;
  currency: string;
  kind: Extract<TransactionKind, 'payout' | 'coupon_refund'>;
  stake: number;
  /** What the player gets in all (0 for a lost coupon), bonus included. */
  amount: number;
  /** The part of `amount` paid from the bonus account. */
  bonus: number;
};

type HouseAccounts = { stakes: number; house: number; bonus: number };

async function houseAccounts(db: Executor, currency: string): Promise<HouseAccounts> {
  const account = async (kind: 'stakes' | 'house' | 'bonus') =>
    (await ensureAccount(db, { system: true, kind, currency })).id;
  return { stakes: await account('stakes'), house: await account('house'), bonus: await account('bonus') };
}

function decisionPostings(d: CouponDecision, house: HouseAccounts, player: number): Posting[] {
  const fromHouse = d.amount - d.bonus - d.stake;
  const postings: Posting[] = [{ accountId: house.stakes, amount: -d.stake }];
  if (d.amount > 0) postings.push({ accountId: player, amount: d.amount });
  if (fromHouse !== 0) postings.push({ accountId: house.house, amount: -fromHouse });
  if (d.bonus > 0) postings.push({ accountId: house.bonus, amount: -d.bonus });
  return postings;
}

/** Posts the decisions in a few statements; returns the ledger transaction ids in input order. */
export async function postDecisions(
  db: Executor,
  decisions: readonly CouponDecision[],
  at: Date,
): Promise<number[]> {
  const byCurrency = new Map<string, { house: HouseAccounts; players: Map<number, number> }>();
  for (const currency of new Set(decisions.map((d) => d.currency))) {
    const userIds = decisions.filter((d) => d.currency === currency).map((d) => d.userId);
    byCurrency.set(currency, {
      house: await houseAccounts(db, currency),
      players: await creditAccountsOf(db, userIds, currency),
    });
  }
  return postTransactions(
    db,
    decisions.map((d) => {
      const accounts = byCurrency.get(d.currency);
      if (!accounts) throw new Error(`no accounts for ${d.currency}`);
      return {
        kind: d.kind,
        reference: `coupon:${d.couponId}`,
        actorUserId: null,
        at,
        postings: decisionPostings(d, accounts.house, accounts.players.get(d.userId) ?? 0),
      };
    }),
  );
}
