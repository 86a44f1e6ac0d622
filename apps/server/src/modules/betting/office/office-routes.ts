// The back office's coupon calls: the subtree's coupons and cancelling one.
import {
  officeCancelAnswer,
  officeCancelRequest,
  officeCouponsAnswer,
  officeCouponsRequest,
} from '@bet/domain/api/admin/coupons';
import { actorOf } from '../../../authz/actor.ts';
import { listScope } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { dayRangeOf } from '../../../http/day-range.ts';
import type { Catalog } from '../../catalog/index.ts';
import { cancelForOffice } from './office-cancel.ts';
import { listOfficeCoupons } from './office-coupons.ts';

const tags = ['admin', 'betting'];

export function registerOfficeCoupons(app: AppInstance, deps: AppDeps, catalog: Catalog): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        summary: 'Coupons of the caller’s subtree',
        tags,
        body: officeCouponsRequest,
        response: { 200: officeCouponsAnswer },
      },
      config: { access: 'coupon.list' },
    },
    async (req) => {
      const { from, to, ...filters } = req.body;
      const window = dayRangeOf({ startDate: from, endDate: to });
      const list = await listOfficeCoupons(db, {
        ...filters,
        dir: filters.sort ? filters.dir : 'desc',
        scope: listScope(actorOf(req)),
        from: window.from,
        to: window.to,
      });
      return { status: true as const, ...list };
    },
  );

  app.post(
    '/api/admin/cancelCoupon',
    {
      schema: {
        summary: 'Cancel an open coupon of the subtree',
        tags,
        body: officeCancelRequest,
        response: { 200: officeCancelAnswer },
      },
      config: { access: 'coupon.cancel' },
    },
    async (req) =>
      cancelForOffice(db, catalog.store, actorOf(req), {
        requestId: req.body.reqId,
        ticketId: req.body.ticketId,
        lang: req.lang,
        now: deps.now(),
      }),
  );
}
