// Selling a running coupon (spec 001 section 4, Sell flow): at the price offered now, once per
// request id. A price that moved since the player saw it is offered again and nothing changes.

import { isMessageKey, toMajor, translate } from '@bet/domain';
import type { SellCouponResponse } from '@bet/domain/api/cashout';
import { amountParam } from '@bet/domain/betting/params';
import type { Executor } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { sellingAllowedFor } from '../../account/index.ts';
import type { CatalogStore } from '../../catalog/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { findCouponView } from '../coupons/coupon-queries.ts';
import { closingKey } from '../request-keys.ts';
import { closeCoupon } from './close-coupon.ts';
import { presentOffer, quoteSale, type SellQuote } from './sell-offer.ts';

export type SellCouponCommand = {
  userId: number;
  /** The client's idempotency key, if it sent one (see request-keys.ts). */
  requestId: string | undefined;
  ticketRef: string;
  /** The price the player accepts, minor units; null: the price offered now. */
  winPrice: number | null;
  lang: string;
  now: Date;
  /** The site's cashout_margin_percent. */
  cashoutMarginPercent: number;
};

/** The sale's market: the catalogue and clock, and whether the player's dealer allows selling. */
const marketOf = async (db: Executor, store: CatalogStore, c: SaleAsk) => ({
  store,
  now: c.now,
  cashoutMarginPercent: c.cashoutMarginPercent,
  sellingAllowed: await sellingAllowedFor(db, c.userId),
});

type SaleAsk = Omit<SellCouponCommand, 'requestId' | 'winPrice'>;

/** The offer as a refusal that carries it, so the client can show the new price. */
function offerRefusal(quote: SellQuote, lang: string): AppError {
  const sellType = presentOffer(quote, lang);
  if (quote.key === null) {
    return new AppError(409, 'sellPriceChanged', { amount: amountParam(quote.price) }, { sellType });
  }
  return new AppError(409, isMessageKey(quote.key) ? quote.key : 'sellNoEligibleCoupon', {}, { sellType });
}

/** The offer without selling (sellok 0): the confirmation question with the price, or why not. */
export async function askSale(db: Executor, store: CatalogStore, c: SaleAsk): Promise<SellCouponResponse> {
  const view = await findCouponView(db, c.ticketRef, { byNumber: true, ownerId: c.userId });
  if (!view) throw notFound('couponNotFound');
  const quote = quoteSale(view, await marketOf(db, store, c));
  const sellType = presentOffer(quote, c.lang);
  const msg =
    quote.key === null
      ? translate('areYouSureSold', c.lang, { amount: amountParam(quote.price) }, view.coupon.currency)
      : sellType.msg;
  return { status: false, msg, sellType };
}

/**
 * sellCoupon with sellok 1: the coupon is locked, priced again and sold at the accepted price, or
 * at the price of this moment when none was named; a named price that moved is never changed.
 */
export function sellCoupon(
  db: Executor,
  store: CatalogStore,
  c: SellCouponCommand,
): Promise<SellCouponResponse> {
  const key = {
    actorUserId: c.userId,
    requestId: closingKey(c.requestId, 'sellCoupon', c.ticketRef),
    operation: 'sellCoupon',
    input: { ticketId: c.ticketRef.toUpperCase(), winPrice: c.winPrice },
  };
  return withIdempotency(db, key, async (tx) => {
    const view = await findCouponView(tx, c.ticketRef, {
      byNumber: true,
      ownerId: c.userId,
      forUpdate: true,
    });
    if (!view) throw notFound('couponNotFound');
    const quote = quoteSale(view, await marketOf(tx, store, c));
    if (quote.key !== null || (c.winPrice !== null && quote.price !== c.winPrice)) {
      throw offerRefusal(quote, c.lang);
    }
    const credit = await closeCoupon(tx, view, {
      status: 2,
      kind: 'coupon_cashout',
      income: quote.price,
      actorUserId: c.userId,
      requestId: key.requestId,
      now: c.now,
    });
    return { status: true, msg: translate('couponSoldSuccess', c.lang), credit: toMajor(credit) };
  });
}
