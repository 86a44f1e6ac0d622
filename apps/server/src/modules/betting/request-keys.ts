// The idempotency keys of a player's coupon calls. The spec's client may send a short reqId or none
// (spec 001 section 7: createCoupon, sellCoupon and couponCanceled carry only their own fields). A
// key the client sends, however short, is its promise that a resend is the same request. Without one
// the call still runs as one write with its answer stored under a key the server makes:
import { randomUUID } from 'node:crypto';

/**
 * A coupon may rightly be placed again (the slip even counts repeats), so a placement without a key
 * gets a unique one: a resend places a second coupon, as a client that sends no key asks.
 */
export const placementKey = (reqId: string | undefined): string => reqId ?? `server:${randomUUID()}`;

/**
 * A coupon is sold or cancelled once, so without a key the coupon itself is the key: a resend after
 * success answers as the first did and moves no money.
 */
export const closingKey = (reqId: string | undefined, operation: string, ticketRef: string): string =>
  reqId ?? `server:${operation}:${ticketRef.toUpperCase()}`;
