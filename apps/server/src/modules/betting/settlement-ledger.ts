// The money of many decided coupons at once, with the postings of coupon-ledger's postDecision.
import type { Executor } from '../../db/client.ts';
import { creditAccountsOf, postTransactions, type TransactionKind } from '../wallet/index.ts';
import { decisionPostings, type HouseAccounts, houseAccounts } from './coupon-ledger.ts';

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
