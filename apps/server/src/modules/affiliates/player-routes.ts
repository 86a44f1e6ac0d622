// The affiliate area's own calls (spec 002 §7): affiliateRegister, affiliates, affiliateInfo and
// affiliateBanner. The referred players' lists are in referred-routes.ts.

import { type MessageKey, toMajor, translate } from '@bet/domain';
import { affiliateYears } from '@bet/domain/affiliates/periods';
import {
  affiliateBannerAnswer,
  affiliateBannerRequest,
  affiliateInfoAnswer,
  affiliateInfoRequest,
  affiliateRegisterAnswer,
  affiliateRegisterRequest,
  affiliatesAnswer,
  affiliatesRequest,
} from '@bet/domain/api/affiliates';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { requestLanguage } from '../../http/language.ts';
import { referredUsers } from '../account/index.ts';
import { activeAffiliate, affiliateCaller } from './affiliate-access.ts';
import { findAffiliateAccount, requestAffiliate } from './affiliates-repo.ts';
import { affiliateBannersOf } from './banners-repo.ts';
import { type PeriodClock, periodOfAffiliate } from './close-period.ts';
import { playFiguresOf, sumFigures } from './play-figures.ts';
import { paidBetween } from './statements-repo.ts';

const tags = ['affiliate'];
const config = { access: 'signedIn' as const };

export function registerAffiliatePlayerCalls(
  app: AppInstance,
  deps: AppDeps,
  clockOf: (settings: { affiliate_cutoff_time: string }) => PeriodClock,
): void {
  const db = deps.database.db;

  app.post(
    '/api/affiliateRegister',
    {
      schema: {
        summary: 'Ask to become an affiliate',
        tags,
        body: affiliateRegisterRequest,
        response: { 200: affiliateRegisterAnswer },
      },
      config,
    },
    async (req) => {
      const user = await affiliateCaller(db, req);
      const answer = (status: boolean, key: MessageKey) => ({
        status,
        key,
        msg: translate(key, requestLanguage(req)),
      });
      if (user.affiliateStatus === 1) return answer(false, 'affiliateAlreadyActive');
      const asked = await requestAffiliate(db, user.id, user.siteId, deps.now());
      return asked ? answer(true, 'affiliateRequestSuccess') : answer(false, 'affiliateRequestPending');
    },
  );

  app.post(
    '/api/affiliates',
    {
      schema: {
        summary: 'The caller’s affiliate state, terms, link and running period',
        tags,
        body: affiliatesRequest,
        response: { 200: affiliatesAnswer },
      },
      config,
    },
    async (req) => {
      const user = await affiliateCaller(db, req);
      const account = await findAffiliateAccount(db, user.id);
      const clock = clockOf(req.site.settings);
      const active = user.affiliateStatus === 1 && account?.status === 'active';
      const period = active && account ? periodOfAffiliate(account, deps.now(), clock) : null;
      return {
        status: true as const,
        data: {
          status: active ? (1 as const) : (0 as const),
          pending: account?.status === 'pending' ? (1 as const) : (0 as const),
          percent: active && account ? account.percentBp / 100 : 0,
          cutoff: account?.cutoff ?? 0,
          affiliate_link: active ? (user.affiliateLink ?? '') : '',
          periodStart: period?.start.toISOString() ?? '',
          periodEnd: period?.end.toISOString() ?? '',
          years: affiliateYears(deps.now(), clock.zone),
        },
      };
    },
  );

  app.post(
    '/api/affiliateInfo',
    {
      schema: {
        summary: 'The affiliate’s totals over a date range',
        tags,
        body: affiliateInfoRequest,
        response: { 200: affiliateInfoAnswer },
      },
      config,
    },
    async (req) => {
      const user = await activeAffiliate(db, req);
      const { from, to } = dayRangeOf(req.body);
      const { rows } = await referredUsers(db, user.id);
      const inRange = (at: Date) =>
        (!from || at.getTime() >= from.getTime()) && (!to || at.getTime() < to.getTime());
      const window = { from: from ?? new Date(0), to: to ?? deps.now() };
      const figures = sumFigures(
        await playFiguresOf(
          db,
          rows.map((u) => u.id),
          user.currency,
          window,
        ),
      );
      return {
        status: true as const,
        data: {
          totalUser: rows.filter((u) => inRange(u.createdAt)).length,
          amountA: toMajor(figures.stakes),
          amountE: toMajor(figures.wins + figures.bonuses),
          paid: toMajor(await paidBetween(db, user.id, { from, to })),
        },
      };
    },
  );

  app.post(
    '/api/affiliateBanner',
    {
      schema: {
        summary: 'The banners affiliates may use, and the caller’s code',
        tags,
        body: affiliateBannerRequest,
        response: { 200: affiliateBannerAnswer },
      },
      config,
    },
    async (req) => {
      const user = await activeAffiliate(db, req);
      const rows = await affiliateBannersOf(db, user.siteId);
      return {
        status: true as const,
        data: rows.map((b) => ({ id: b.id, name: b.name, url: b.url, weight: b.width, height: b.height })),
        affCode: user.affiliateLink ?? '',
      };
    },
  );
}
