// The affiliate area's tabs (spec 002 §7): dealers (Users), dealersFinance (Movements),
// dealersCoupons (Coupons) and a coupon's match rows. Each reads only the caller's own referred
// players, through the account, wallet and betting services.
import { toMajor } from '@bet/domain';
import {
  AFFILIATE_PAGE_SIZE,
  dealersAnswer,
  dealersCouponDetailAnswer,
  dealersCouponDetailRequest,
  dealersCouponsAnswer,
  dealersCouponsRequest,
  dealersFinanceAnswer,
  dealersFinanceRequest,
  dealersRequest,
} from '@bet/domain/api/affiliates';
import type { CouponStatus } from '@bet/domain/betting/types';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { notFound } from '../../http/errors.ts';
import { registerPostCall } from '../../http/post-call.ts';
import { referredUsers, type UserRow } from '../account/index.ts';
import {
  type CouponViewing,
  couponIdOfReference,
  findCouponView,
  listCoupons,
  picksOf,
  presentContextFor,
  presentMatchRows,
  type TypeFilterCode,
} from '../betting/index.ts';
import type { Catalog } from '../catalog/index.ts';
import { creditBalance, listTransactions, transactionLabel } from '../wallet/index.ts';
import { activeAffiliate, pagingOf } from './affiliate-access.ts';

const size = AFFILIATE_PAGE_SIZE;
/** Page `order` (1-based, the spec's name) of the lists: its number and rows. */
const pageOf = (order: number | undefined) => {
  const page = order ?? 1;
  return { page, offset: (page - 1) * size, limit: size };
};

export function registerReferredCalls(app: AppInstance, deps: AppDeps, catalog: Catalog): void {
  const db = deps.database.db;
  /** The caller's referred players by id; only ever these are read. */
  const referredOf = async (req: FastifyRequest) => {
    const affiliate = await activeAffiliate(db, req);
    const { rows } = await referredUsers(db, affiliate.id);
    return new Map<number, UserRow>(rows.map((u) => [u.id, u]));
  };
  /** A call of a signed-in affiliate about their referred players. */
  const referredCall = <Body extends z.ZodType, Answer extends z.ZodType>(
    call: { url: string; summary: string; body: Body; answer: Answer },
    answer: (req: FastifyRequest, body: z.output<Body>) => Promise<z.input<Answer>>,
  ) => registerPostCall(app, { ...call, tags: ['affiliate'], access: 'signedIn' }, answer);

  referredCall(
    {
      url: '/api/dealers',
      summary: 'The players the caller referred',
      body: dealersRequest,
      answer: dealersAnswer,
    },
    async (req, body) => {
      const affiliate = await activeAffiliate(db, req);
      const { page, offset, limit } = pageOf(body.order);
      const { rows, total } = await referredUsers(db, affiliate.id, { offset, limit });
      const data = [];
      for (const u of rows) {
        data.push({
          userName: u.username,
          email: u.email ?? '',
          credit: toMajor(await creditBalance(db, u)),
          createdAt: u.createdAt.toISOString(),
          status: u.status,
        });
      }
      return { status: true as const, data, ...pagingOf(page, total, size) };
    },
  );

  referredCall(
    {
      url: '/api/dealersFinance',
      summary: 'The money movements of the players the caller referred',
      body: dealersFinanceRequest,
      answer: dealersFinanceAnswer,
    },
    async (req, body) => {
      const referred = await referredOf(req);
      const { page, offset, limit } = pageOf(body.order);
      const { from, to } = dayRangeOf(body);
      const type = body.transactionType ?? 0;
      const { items, totalCount } =
        referred.size === 0
          ? { items: [], totalCount: 0 }
          : await listTransactions(db, {
              userId: [...referred.keys()],
              from,
              to,
              direction: type === 1 ? 'income' : type === 2 ? 'expense' : 'all',
              offset,
              limit,
            });
      const data = items.map((item) => ({
        userName: referred.get(item.userId ?? 0)?.username ?? '',
        type: transactionLabel(item.kind, req.lang),
        ticketId: String(couponIdOfReference(item.reference) ?? ''),
        processDate: item.createdAt.toISOString(),
        amount: toMajor(Math.abs(item.amount)),
        transType: item.amount > 0 ? (1 as const) : (2 as const),
      }));
      return { status: true as const, data, ...pagingOf(page, totalCount, size) };
    },
  );

  referredCall(
    {
      url: '/api/dealersCoupons',
      summary: 'The coupons of the players the caller referred',
      body: dealersCouponsRequest,
      answer: dealersCouponsAnswer,
    },
    async (req, body) => {
      const referred = await referredOf(req);
      const { page, offset, limit } = pageOf(body.order);
      const { from, to } = dayRangeOf(body);
      const type = body.transactionType ?? 0;
      const { rows, total } =
        referred.size === 0
          ? { rows: [], total: 0 }
          : await listCoupons(db, {
              userId: [...referred.keys()],
              from: from ?? new Date(0),
              ...(to ? { to } : {}),
              ...(body.status !== undefined ? { status: body.status as CouponStatus } : {}),
              ...(type > 0 ? { typeCode: (type - 1) as TypeFilterCode } : {}),
              offset,
              limit,
            });
      const picks = await picksOf(
        db,
        rows.map((c) => c.id),
      );
      const data = rows.map((c) => ({
        id: c.id,
        ticketId: c.ticketId,
        username: referred.get(c.userId)?.username ?? '',
        ticketDate: c.createdAt.toISOString(),
        totalStake: toMajor(c.totalStake),
        income: toMajor(c.income),
        maxPay: toMajor(c.maxPay),
        ticketType: c.ticketType,
        isLive: c.isLive ? (1 as const) : (0 as const),
        totalTipps: picks.get(c.id)?.length ?? 0,
        systemCombi: c.combinations,
        systemArray: c.systemSizes,
        totalTickets: c.combinations,
        status: c.status,
      }));
      return { status: true as const, data, ...pagingOf(page, total, size) };
    },
  );

  referredCall(
    {
      url: '/api/dealersCouponDetail',
      summary: 'The match rows of a referred player’s coupon',
      body: dealersCouponDetailRequest,
      answer: dealersCouponDetailAnswer,
    },
    async (req, body) => {
      const referred = await referredOf(req);
      const view = await findCouponView(db, body.ticketId, { byNumber: false });
      // Another player's coupon is answered exactly like a missing one.
      if (!view || !referred.has(view.coupon.userId)) throw notFound('couponNotFound');
      const viewing: CouponViewing = {
        lang: req.lang,
        now: deps.now(),
        cancelMinutes: req.site.settings.coupon_cancel_minutes,
        cashoutMarginPercent: req.site.settings.cashout_margin_percent,
      };
      const ctx = await presentContextFor(db, catalog, [view], viewing);
      return { status: true as const, results: presentMatchRows(view, ctx) };
    },
  );
}
