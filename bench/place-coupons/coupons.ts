// What the benchmark's players place: a random open prematch single or 2-3 pick combination, at the
// catalogue's current odds, as the slip sends it, with a fresh request id each time.
import type { CouponTip, CreateCouponRequest } from '@bet/domain/api/placement';
import { MIN_ODDS } from '@bet/domain/pricing/margin';
import type { CatalogStore } from '../../apps/server/src/modules/catalog/catalog-store.ts';
import { couponRequest, tipOf } from '../../apps/server/src/test/betting.ts';

/** Major units per combination. */
export const STAKE = 2;
// Far enough from kick-off that no match starts while the benchmark runs.
const KICK_OFF_MARGIN_MS = 60 * 60 * 1000;

/** Every open prematch tip, by match. */
export function openTips(store: CatalogStore, now: number): CouponTip[][] {
  const byMatch: CouponTip[][] = [];
  for (const match of store.matches.values()) {
    const open =
      match.active &&
      match.visible &&
      !match.suspended &&
      match.state.betStatus === 'started' &&
      match.state.status === 'not_started' &&
      match.startsAt > now + KICK_OFF_MARGIN_MS;
    if (!open) continue;
    const tips = match.markets
      .filter((market) => market.active && !market.suspended)
      .flatMap((market) =>
        market.outcomes
          .filter((o) => !o.suspended && o.odds >= MIN_ODDS)
          .map((o) => tipOf(match, market, o, 'N')),
      );
    if (tips.length > 0) byMatch.push(tips);
  }
  if (byMatch.length < 3) throw new Error(`only ${byMatch.length} open prematch matches in the catalogue`);
  return byMatch;
}

const randomOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

let counter = 0;

/** Half singles, the rest 2 or 3 pick combinations of different matches. */
export function randomCoupon(byMatch: readonly CouponTip[][]): CreateCouponRequest {
  const size = Math.random() < 0.5 ? 1 : Math.random() < 0.5 ? 2 : 3;
  const matches = new Set<CouponTip[]>();
  while (matches.size < size) matches.add(randomOf(byMatch));
  const tips = [...matches].map((tips) => randomOf(tips));
  counter += 1;
  return couponRequest(tips, STAKE, { reqId: `bench-${process.pid}-${Date.now()}-${counter}` });
}
