// The money of a batch of decided coupons, in one statement. The player's side stays per coupon:
// each coupon that pays something gets its own ledger transaction (the player's statement shows
// each payout with its coupon, and a correction reverses it alone). The book's own side is per
// batch: the stakes of every coupon the batch decides leave the stakes account for the house in one
// ledger transaction per currency, as a ledger keeps internal moves between its own accounts. A
// coupon that pays nothing thus writes no ledger row of its own; its status, written in the same
// database transaction, says which batch kept its stake (resettle relies on that).
import type { Executor } from '../../../db/client.ts';
import {
  creditAccountsOf,
  type NewLedgerTransaction,
  postTransactions,
  type TransactionKind,
} from '../../wallet/index.ts';
import {
  batchReference,
  type HouseAccounts,
  houseAccounts,
  payoutPostings,
  stakesMove,
} from '../coupon-ledger.ts';

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

/** Posts the decisions of one batch: a ledger transaction per paying coupon, one per currency for the stakes. */
export async function postDecisions(
  db: Executor,
  decisions: readonly CouponDecision[],
  at: Date,
): Promise<void> {
  if (decisions.length === 0) return;
  const transactions: NewLedgerTransaction[] = [];
  for (const currency of new Set(decisions.map((d) => d.currency))) {
    const inCurrency = decisions.filter((d) => d.currency === currency);
    const paying = inCurrency.filter((d) => d.amount > 0);
    const house: HouseAccounts = await houseAccounts(db, currency);
    const players = await creditAccountsOf(
      db,
      paying.map((d) => d.userId),
      currency,
    );
    for (const d of paying) {
      transactions.push({
        kind: d.kind,
        reference: `coupon:${d.couponId}`,
        actorUserId: null,
        at,
        postings: payoutPostings(d, house, players.get(d.userId) ?? 0),
      });
    }
    const stakes = inCurrency.reduce((sum, d) => sum + d.stake, 0);
    const reference = batchReference(inCurrency.map((d) => d.couponId));
    transactions.push(
      stakesMove('stakes_settled', house, stakes, { reference, memo: `${inCurrency.length} coupons`, at }),
    );
  }
  await postTransactions(db, transactions);
}
