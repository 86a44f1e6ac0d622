// A terminal coupon's payout handed out in cash at the counter (spec 002 §4 paid/unpaid): settlement
// credited the win to the coupon's owner; whoever hands the cash out takes that credit back, as a
// credit-transfer withdrawal would. Marking it unpaid reverses that transaction. The betting module
// says which coupon and whose, the wallet moves the credit, in one transaction under the request's key.

import type { MessageKey } from '@bet/domain';
import { hasCounterPayout, isCounterKind } from '@bet/domain/betting/counter-payment';
import type { Actor } from '../authz/actor.ts';
import { authorize, can } from '../authz/policies.ts';
import type { Executor } from '../db/client.ts';
import { AppError, conflict, forbidden } from '../http/errors.ts';
import { findUserById, userResource } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { type CouponPayment, lockCouponPayment, setCouponPaid } from '../modules/betting/index.ts';
import {
  creditAccount,
  postTransaction,
  reverseTransaction,
  standingTransactions,
  withIdempotency,
} from '../modules/wallet/index.ts';
import { funding } from './credit-transfer.ts';

export type CouponPaymentInput = {
  couponId: number;
  /** true: the counter paid the payout out; false: it did not after all. */
  paid: boolean;
  requestId: string;
  at: Date;
};

export type CouponPaymentResult = {
  couponId: number;
  paid: boolean;
  paidAt: string | null;
  transactionId: number;
};

const reference = (couponId: number) => `coupon:${couponId}`;

/** The ledger's refusal to overdraw an account, told as what it means here. */
async function refusedFor<T>(key: MessageKey, posting: Promise<T>): Promise<T> {
  try {
    return await posting;
  } catch (error) {
    if (error instanceof AppError && error.key === 'insufficientCredit') throw conflict(key);
    throw error;
  }
}

/** Moves the payout from the owner's credit to the payer's (the house's for an admin). */
async function payOut(tx: Executor, actor: Actor, coupon: CouponPayment, input: CouponPaymentInput) {
  if (coupon.paid) throw conflict('couponAlreadyPaid');
  const owner = await creditAccount(tx, coupon.userId, coupon.currency);
  const payer = await funding(tx, actor, coupon.currency);
  return refusedFor(
    'couponPayoutSpent',
    postTransaction(tx, {
      kind: 'counter_payout',
      reference: reference(coupon.id),
      actorUserId: actor.userId,
      requestId: input.requestId,
      memo: coupon.ticketId,
      at: input.at,
      postings: [
        { accountId: owner.id, amount: -coupon.income },
        { accountId: payer.id, amount: coupon.income },
      ],
    }),
  );
}

/** Reverses the standing counter payment: the credit goes back from whoever paid to the owner. */
async function takeBack(tx: Executor, actor: Actor, coupon: CouponPayment, input: CouponPaymentInput) {
  const [payment] = coupon.paid
    ? await standingTransactions(tx, reference(coupon.id), ['counter_payout'])
    : [];
  if (!payment) throw conflict('couponNotPaid');
  // Someone else's payment is theirs, or their superiors', to take back: it moves their credit.
  if (payment.actorUserId !== actor.userId) {
    const payer = payment.actorUserId === null ? null : await findUserById(tx, payment.actorUserId);
    if (!payer || !can(actor, 'coupon.markPaid', userResource(payer))) throw forbidden('couponPaidByOther');
  }
  return refusedFor(
    'couponPaymentSpent',
    reverseTransaction(tx, payment.id, actor.userId, `${coupon.ticketId} unpaid`, input.at),
  );
}

/** The coupon and its owner if the actor may mark its payment; an unknown coupon and another's are both 403. */
async function payableCoupon(tx: Executor, actor: Actor, couponId: number) {
  const coupon = await lockCouponPayment(tx, couponId);
  const owner = coupon ? await findUserById(tx, coupon.userId) : null;
  if (!coupon || !owner || owner.siteId !== actor.siteId) throw forbidden();
  authorize(actor, 'coupon.markPaid', userResource(owner));
  if (!isCounterKind(owner.role) || !hasCounterPayout(coupon)) throw conflict('couponNotPayable');
  return { coupon, owner };
}

/**
 * Marks a terminal coupon paid (its payout handed out in cash) or unpaid, once per request id, with
 * its audit entry. Only decided coupons that gave a terminal account something can be marked.
 */
export function markCouponPayment(
  db: Executor,
  actor: Actor,
  input: CouponPaymentInput,
): Promise<CouponPaymentResult> {
  const { couponId, paid, requestId, at } = input;
  const key = { actorUserId: actor.userId, requestId, operation: 'couponPayment', input: { couponId, paid } };
  return withIdempotency(db, key, async (tx) => {
    const { coupon, owner } = await payableCoupon(tx, actor, couponId);
    const transactionId = paid
      ? await payOut(tx, actor, coupon, input)
      : await takeBack(tx, actor, coupon, input);
    await setCouponPaid(tx, coupon.id, paid ? at : null);
    await recordAudit(
      tx,
      actor,
      at,
      paid ? 'coupon.paid' : 'coupon.unpaid',
      { type: 'coupon', id: coupon.ticketId, name: owner.username, path: owner.path },
      { before: { paid: coupon.paid }, after: { paid, amount: coupon.income, transactionId } },
    );
    return { couponId: coupon.id, paid, paidAt: paid ? at.toISOString() : null, transactionId };
  });
}
