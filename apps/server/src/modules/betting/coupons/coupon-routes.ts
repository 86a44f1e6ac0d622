import {
  couponDetailRequest,
  couponDetailResponse,
  couponListRequest,
  couponListResponse,
  printerParams,
  printerQuery,
  shareCouponRequest,
  shareCouponResponse,
  shortcodeRequest,
  shortcodeResponse,
  ticketDetailRequest,
  ticketDetailResponse,
} from '@bet/domain/api/betting';
import {
  cancelCouponRequest,
  cancelCouponResponse,
  sellCouponRequest,
  sellCouponResponse,
} from '@bet/domain/api/cashout';
// The coupon calls after placement (spec 001 section 7): ucps, couponDetail, shareCoupon,
// ticketDetail, sellCoupon, couponCanceled, shortcode and the printer page.

import { DEFAULT_TIME_ZONE } from '@bet/domain/time-zone';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { sellingAllowedFor } from '../../account/index.ts';
import type { Catalog } from '../../catalog/index.ts';
import { amountFromApi } from '../../wallet/index.ts';
import { cancelCoupon } from '../cashout/cancel-coupon.ts';
import { askSale, sellCoupon } from '../cashout/sell-coupon.ts';
import { couponDetailCall } from './coupon-detail.ts';
import { listCouponsCall } from './coupon-list.ts';
import type { Offering, Viewing } from './coupon-presenter.ts';
import { printerPage } from './printer-page.ts';
import { shareCouponCall } from './share-coupon.ts';
import { shortcodeCall } from './shortcode.ts';
import { ticketDetailCall } from './ticket-detail.ts';

export async function registerCoupons(app: AppInstance, deps: AppDeps, catalog: Catalog): Promise<void> {
  const { db } = deps.database;
  const tags = ['coupons'];
  /** What every view of a coupon reads besides the coupon. */
  const viewing = (req: FastifyRequest): Viewing => ({
    lang: req.lang,
    now: deps.now(),
    cancelMinutes: req.site.settings.coupon_cancel_minutes,
    cashoutMarginPercent: req.site.settings.cashout_margin_percent,
  });
  /** The views that show a sell offer also ask whether the caller's dealer allows selling. */
  const offering = async (req: FastifyRequest): Promise<Viewing & Offering> => ({
    ...viewing(req),
    sellingAllowed: req.actor ? await sellingAllowedFor(db, req.actor.userId) : false,
  });

  app.post(
    '/api/ucps',
    {
      schema: {
        summary: 'The player’s coupons, filtered and paged',
        response: { 200: couponListResponse },
        tags,
        body: couponListRequest,
      },
      config: { access: 'signedIn' },
    },
    async (req) =>
      listCouponsCall(db, catalog, req.body, {
        ...(await offering(req)),
        userId: actorOf(req).userId,
        historyDays: req.site.settings.coupons_day,
      }),
  );

  app.post(
    '/api/couponDetail',
    {
      schema: {
        summary: 'A coupon with its picks',
        response: { 200: couponDetailResponse },
        tags,
        body: couponDetailRequest,
      },
    },
    async (req) =>
      couponDetailCall(db, catalog, req.body.ticketId ?? req.body.id ?? '', {
        ...(await offering(req)),
        userId: req.actor?.userId ?? null,
      }),
  );

  app.post(
    '/api/shareCoupon',
    {
      schema: {
        summary: 'Picks of a shared coupon, to play it again',
        response: { 200: shareCouponResponse },
        tags,
        body: shareCouponRequest,
      },
    },
    async (req) => shareCouponCall(db, catalog, req.body.couponId, viewing(req)),
  );

  app.post(
    '/api/ticketDetail',
    {
      schema: {
        summary: 'Match rows of a coupon, for its owner or a dealer above',
        response: { 200: ticketDetailResponse },
        tags,
        body: ticketDetailRequest,
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      return ticketDetailCall(db, catalog, actorOf(req), req.body.ticketId, viewing(req));
    },
  );

  app.post(
    '/api/sellCoupon',
    {
      schema: {
        summary: 'Ask the cash-out price of a coupon, or sell it',
        response: { 200: sellCouponResponse },
        tags,
        body: sellCouponRequest,
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const { userId } = actorOf(req);
      const { ticketId, reqId, sellok, winPrice } = req.body;
      const command = {
        userId,
        ticketRef: ticketId,
        lang: req.lang,
        now: deps.now(),
        cashoutMarginPercent: req.site.settings.cashout_margin_percent,
      };
      if (sellok !== 1) return askSale(db, catalog.store, command);
      return sellCoupon(db, catalog.store, {
        ...command,
        requestId: reqId,
        winPrice: winPrice === undefined ? null : amountFromApi(winPrice),
      });
    },
  );

  app.post(
    '/api/couponCanceled',
    {
      schema: {
        summary: 'Cancel a coupon within the cancel window',
        response: { 200: cancelCouponResponse },
        tags,
        body: cancelCouponRequest,
      },
      config: { access: 'signedIn' },
    },
    async (req) =>
      cancelCoupon(db, catalog.store, {
        userId: actorOf(req).userId,
        requestId: req.body.reqId,
        ticketRef: req.body.ticketId,
        lang: req.lang,
        now: deps.now(),
        windowMinutes: req.site.settings.coupon_cancel_minutes,
      }),
  );

  app.post(
    '/api/shortcode',
    {
      schema: {
        summary: 'The pick a short code stands for',
        response: { 200: shortcodeResponse },
        tags,
        body: shortcodeRequest,
      },
    },
    async (req) => shortcodeCall(catalog, req.body.code, req.lang),
  );

  app.get(
    '/api/user/printer/:lang/:couponId',
    {
      schema: {
        summary: 'Printable receipt of a coupon',
        tags,
        params: printerParams,
        querystring: printerQuery,
      },
      config: { access: 'signedIn' },
    },
    async (req, reply) => {
      const html = await printerPage(db, catalog, req.params.couponId, {
        ...viewing(req),
        userId: actorOf(req).userId,
        lang: req.params.lang,
        timeZone: req.query.timezone ?? DEFAULT_TIME_ZONE,
        siteTitle: req.site.settings.site_title,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}
