import { couponHoldRequest, createCouponResponse } from '@bet/domain/api/placement';
import { toMinor } from '@bet/domain/money';
// createCoupon and couponHold (spec 001 section 7): session, payload, the placeCoupon command or the
// hold's state, and the answer. Live holds are decided by this instance's watcher (see live-holds.ts).
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import type { Catalog } from '../../catalog/index.ts';
import { playBlockOf } from '../../protection/index.ts';
import { getBalance } from '../../wallet/index.ts';
import { createLiveHolds, type LiveHolds } from '../holds/live-holds.ts';
import { createCouponPlacer } from './place-coupon.ts';
import { notSignedIn, presentHold, presentPlacement } from './placement-presenter.ts';
import { createCouponBody } from './placement-schemas.ts';

/** The coupon's total stake in minor units; one the placement will refuse anyway counts as 0 here. */
function stakeOf(totalStake: number | string): number {
  try {
    return toMinor(totalStake);
  } catch {
    return 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHolds: LiveHolds;
  }
}

/**
 * Per signed-in player (per address otherwise): far above what a person can place, low enough that
 * one session cannot flood the ledger.
 */
const couponRateLimit = {
  max: 1_000,
  timeWindow: 10_000,
  keyGenerator: (req: FastifyRequest) => (req.actor ? `user:${req.actor.userId}` : `ip:${req.ip}`),
};

export async function registerPlacement(app: AppInstance, deps: AppDeps, catalog: Catalog): Promise<void> {
  const { db } = deps.database;
  const holds = createLiveHolds({
    db,
    store: catalog.store,
    bus: app.realtime.bus,
    now: deps.now,
    log: app.log,
  });
  app.decorate('liveHolds', holds);
  app.addHook('onClose', () => holds.close());
  const placer = createCouponPlacer({ db, store: catalog.store, holds, now: deps.now });

  app.post(
    '/api/createCoupon',
    {
      schema: {
        summary: 'Place a coupon',
        tags: ['betting'],
        body: createCouponBody,
        response: { 200: createCouponResponse },
      },
      config: { rateLimit: couponRateLimit },
    },
    async (req) => {
      // Spec: without a session the answer says login false (the client logs out and opens the login
      // popup); a payload it cannot read is refused first, like any other call's.
      if (!req.actor) return notSignedIn(req.lang);
      const currency = req.site.settings.default_currency;
      // The player's own protection first: an exclusion or a loss limit the stake would pass.
      const block = await playBlockOf(db, req.actor.userId, deps.now(), stakeOf(req.body.totalStake));
      if (block) return presentPlacement({ refused: block }, req.lang, currency);
      const outcome = await placer.place({
        userId: req.actor.userId,
        input: req.body,
        settings: req.site.settings,
      });
      return presentPlacement(outcome, req.lang, currency);
    },
  );

  app.post(
    '/api/couponHold',
    {
      schema: {
        summary: 'State of a live coupon held for its delay',
        tags: ['betting'],
        body: couponHoldRequest,
        response: { 200: createCouponResponse },
      },
      config: { rateLimit: couponRateLimit },
    },
    async (req) => {
      if (!req.actor) return notSignedIn(req.lang);
      const state = await holds.stateOf(req.body.ticketId, req.actor.userId);
      if (!state) throw notFound('couponNotFound');
      const credit = await getBalance(db, req.actor.userId, state.coupon.currency);
      return presentHold(state, state.coupon, credit, req.lang);
    },
  );
}
