// The createCoupon command: a player's coupon checked against the catalogue and the slip rules,
// written with its picks and paid for in one database transaction under the request's idempotency
// key. Requests that arrive together share that transaction (placement-batch.ts); a live coupon is
// written as a hold when the site has a bet delay (see live-holds.ts).
import type { SiteSettings } from '@bet/domain';
import { createBatcher } from '../../../db/batcher.ts';
import { AppError } from '../../../http/errors.ts';
import type { CouponRefusal } from './coupon-checks.ts';
import { picksHash } from './coupons-write.ts';
import { type BatchDeps, type BatchOutcome, type PlacedCoupon, placeBatch } from './placement-batch.ts';
import type { PendingPlacement } from './placement-judge.ts';
import type { CreateCouponInput } from './placement-schemas.ts';

export type { PlacedCoupon } from './placement-batch.ts';

export type PlacementDeps = BatchDeps & { now: () => Date };

export type PlacementOutcome = { placed: PlacedCoupon } | { refused: CouponRefusal };

export type PlaceCouponRequest = { userId: number; input: CreateCouponInput; settings: SiteSettings };

export type CouponPlacer = {
  /**
   * Places the coupon, or tells why not. A refusal writes nothing (not even the idempotency key, so
   * the player may send the same request again); a replay of a placed coupon answers as the first time.
   */
  place(request: PlaceCouponRequest): Promise<PlacementOutcome>;
};

// Measured with `npm run bench -- place-coupons`: one batch at a time gathers the most coupons per
// transaction (two or more at once placed a fifth fewer per second); more start only beside a batch
// that is stuck, such as one waiting on an account a settlement holds.
const BATCHING = { maxBatch: 64, maxInFlight: 4, overlapAfterMs: 50 };

export function createCouponPlacer(deps: PlacementDeps): CouponPlacer {
  const batcher = createBatcher<PendingPlacement, BatchOutcome>((batch) => placeBatch(deps, batch), BATCHING);
  return {
    async place({ userId, input, settings }) {
      try {
        const outcome = await batcher.submit({
          userId,
          input,
          settings,
          at: deps.now(),
          picksHash: picksHash(input.tips),
        });
        if ('refused' in outcome) return outcome;
        const { couponId, ticketId, credit, repeated, sleeping } = outcome.placed;
        return { placed: { couponId, ticketId, credit, repeated, sleeping } };
      } catch (error) {
        // The ledger's own guard: credit another coupon took meanwhile.
        if (error instanceof AppError && error.key === 'insufficientCredit')
          return { refused: { key: 'noCredit' } };
        throw error;
      }
    },
  };
}
