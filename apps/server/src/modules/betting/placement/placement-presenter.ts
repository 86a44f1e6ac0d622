// createCoupon and couponHold answers as the spec's client reads them (spec 001 section 7):
// messages translated into the request's language, amounts in major units.
import { translate } from '@bet/domain';
import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { toMajor } from '@bet/domain/money';
import type { HoldState } from '../holds/live-holds.ts';
import type { CouponRefusal } from './coupon-checks.ts';
import type { PlacementOutcome } from './place-coupon.ts';

/** The answer to a caller without a session: the client logs out and opens the login popup. */
export const notSignedIn = (lang: string): CreateCouponResponse => ({
  status: false,
  login: false,
  msg: translate('loginRequired', lang),
});

function presentRefusal(refusal: CouponRefusal, lang: string, currency: string): CreateCouponResponse {
  return {
    status: false,
    msg: translate(refusal.key, lang, refusal.params, currency),
    // The key and values too: the server speaks Turkish and English, the site twenty languages.
    key: refusal.key,
    ...(refusal.params && { params: { ...refusal.params } }),
    ...(refusal.changed && { changed: refusal.changed }),
    ...(refusal.couponErrors && {
      couponErrors: refusal.couponErrors.map((e) => ({
        mid: e.matchId,
        msg: translate(e.key, lang, e.params, currency),
        key: e.key,
        ...(e.params && { params: { ...e.params } }),
      })),
    }),
  };
}

/** `currency`: the one the player's amounts are in, for refusals that name an amount. */
export function presentPlacement(
  outcome: PlacementOutcome,
  lang: string,
  currency: string,
): CreateCouponResponse {
  if ('refused' in outcome) return presentRefusal(outcome.refused, lang, currency);
  const { couponId, ticketId, credit, repeated, sleeping } = outcome.placed;
  const first =
    sleeping > 0
      ? translate('liveBetWaiting', lang, { seconds: sleeping })
      : translate('couponCreated', lang);
  // The same coupon placed again is placed; the message says how many times it already was.
  const msg = repeated > 0 ? `${first} ${translate('couponRepeated', lang, { count: repeated })}` : first;
  return {
    status: true,
    msg,
    ticketId,
    couponId,
    credit: toMajor(credit),
    ...(sleeping > 0 && { sleeping }),
    ...(repeated > 0 && { repeated }),
  };
}

export function presentHold(
  state: HoldState,
  coupon: { id: number; ticketId: string },
  credit: number,
  lang: string,
): CreateCouponResponse {
  const ids = { ticketId: coupon.ticketId, couponId: coupon.id, credit: toMajor(credit) };
  if (state.phase === 'accepted') return { status: true, msg: translate('couponCreated', lang), ...ids };
  if (state.phase === 'released') {
    return { status: false, msg: translate('liveBetRejected', lang), changed: state.changed, ...ids };
  }
  return {
    status: true,
    msg: translate('liveBetWaiting', lang, { seconds: state.seconds }),
    sleeping: state.seconds,
    ...ids,
  };
}
