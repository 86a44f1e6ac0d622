// POST /api/admin/couponPayment: a terminal coupon marked paid out at the counter, or unpaid again.
import { couponPaymentAnswer, couponPaymentRequest } from '@bet/domain/api/admin/coupon-payment';
import { actorOf } from '../authz/actor.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { markCouponPayment } from './coupon-payout.ts';

export function registerCouponPayout(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/admin/couponPayment',
    {
      schema: {
        summary: 'Mark a terminal coupon paid out in cash at the counter, or unpaid',
        tags: ['admin', 'betting', 'wallet'],
        body: couponPaymentRequest,
        response: { 200: couponPaymentAnswer },
      },
      config: { access: 'coupon.markPaid' },
    },
    async (req) => {
      const result = await markCouponPayment(deps.database.db, actorOf(req), {
        couponId: req.body.couponId,
        paid: req.body.paid,
        requestId: req.body.reqId,
        at: deps.now(),
      });
      return { status: true as const, ...result };
    },
  );
}
