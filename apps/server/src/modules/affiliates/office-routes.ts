// The back office's affiliates (issue 14 item 4): requests to approve with terms or reject, the
// affiliates with their statements, and closing due periods now. Site staff with the payments right
// act on their own site's affiliates only; every decision is audited.
import {
  affiliateListAnswer,
  affiliateListRequest,
  affiliateStatementsAnswer,
  affiliateStatementsRequest,
  approveAffiliateRequest,
  closeAffiliatePeriodsAnswer,
  closeAffiliatePeriodsRequest,
  decideAffiliateAnswer,
  rejectAffiliateRequest,
} from '@bet/domain/api/admin/affiliates';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findUserById, setAffiliateStatus } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { affiliatesOfSite, decideAffiliate, findAffiliateAccount } from './affiliates-repo.ts';
import { closeDuePeriods, type PeriodClock } from './close-period.ts';
import { officeAffiliateOf, officeStatementOf } from './office-views.ts';
import { statementsOf } from './statements-repo.ts';

const tags = ['admin'];
const config = { access: 'affiliate.manage' as const };

export function registerAffiliateOffice(
  app: AppInstance,
  deps: AppDeps,
  clockOf: (settings: { affiliate_cutoff_time: string }) => PeriodClock,
): void {
  const db = deps.database.db;
  const staffOf = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'affiliate.manage', { type: 'site', siteId: actor.siteId });
    return actor;
  };
  /** The site's affiliate account of that user; another site's answers as missing. */
  const accountOf = async (siteId: number, userId: number) => {
    const account = await findAffiliateAccount(db, userId);
    if (!account || account.siteId !== siteId) throw notFound();
    return account;
  };

  app.post(
    '/api/admin/affiliates',
    {
      schema: {
        summary: 'The site’s affiliate requests and affiliates',
        tags,
        body: affiliateListRequest,
        response: { 200: affiliateListAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const rows = await affiliatesOfSite(db, actor.siteId, req.body.status);
      const affiliates = [];
      for (const row of rows) affiliates.push(await officeAffiliateOf(db, row));
      return { status: true as const, affiliates };
    },
  );

  app.post(
    '/api/admin/approveAffiliate',
    {
      schema: {
        summary: 'Approve an affiliate request with its terms',
        tags,
        body: approveAffiliateRequest,
        response: { 200: decideAffiliateAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const { userId, percentBp, cutoff, carryOver, tierBp } = req.body;
      await accountOf(actor.siteId, userId);
      const row = await db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        const decided = await decideAffiliate(
          tx,
          userId,
          { status: 'active', terms: { percentBp, cutoff, carryOver, tierBp } },
          actor.userId,
          deps.now(),
        );
        if (!decided || !user) throw conflict('affiliateAlreadyDecided');
        await setAffiliateStatus(
          tx,
          userId,
          { status: 1, link: user.affiliateLink ?? user.username },
          deps.now(),
        );
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'affiliate.approved',
          { type: 'user', id: userId, name: user.username, path: user.path },
          {
            before: { status: 'pending' },
            after: { status: 'active', percentBp, cutoff, carryOver, tierBp },
          },
        );
        return decided;
      });
      return { status: true as const, affiliate: await officeAffiliateOf(db, row) };
    },
  );

  app.post(
    '/api/admin/rejectAffiliate',
    {
      schema: {
        summary: 'Reject an affiliate request',
        tags,
        body: rejectAffiliateRequest,
        response: { 200: decideAffiliateAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const { userId } = req.body;
      await accountOf(actor.siteId, userId);
      const row = await db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        const decided = await decideAffiliate(tx, userId, { status: 'rejected' }, actor.userId, deps.now());
        if (!decided || !user) throw conflict('affiliateAlreadyDecided');
        await recordAudit(
          tx,
          actor,
          deps.now(),
          'affiliate.rejected',
          { type: 'user', id: userId, name: user.username, path: user.path },
          { before: { status: 'pending' }, after: { status: 'rejected' } },
        );
        return decided;
      });
      return { status: true as const, affiliate: await officeAffiliateOf(db, row) };
    },
  );

  app.post(
    '/api/admin/affiliateStatements',
    {
      schema: {
        summary: 'An affiliate’s revenue-share statements, newest first, with their items',
        tags,
        body: affiliateStatementsRequest,
        response: { 200: affiliateStatementsAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      await accountOf(actor.siteId, req.body.userId);
      const statements = [];
      for (const s of await statementsOf(db, req.body.userId))
        statements.push(await officeStatementOf(db, s));
      return { status: true as const, statements };
    },
  );

  app.post(
    '/api/admin/closeAffiliatePeriods',
    {
      schema: {
        summary: 'Close the affiliate’s ended periods now (closed ones stay as they are)',
        tags,
        body: closeAffiliatePeriodsRequest,
        response: { 200: closeAffiliatePeriodsAnswer },
      },
      config,
    },
    async (req) => {
      const actor = staffOf(req);
      const account = await accountOf(actor.siteId, req.body.userId);
      const now = deps.now();
      const closed = await closeDuePeriods(db, account, now, clockOf(req.site.settings), now);
      if (closed.length > 0) {
        const user = await findUserById(db, account.userId);
        await recordAudit(
          db,
          actor,
          now,
          'affiliate.periodsClosed',
          { type: 'user', id: account.userId, name: user?.username ?? null, path: user?.path ?? [] },
          { after: { closed } },
        );
      }
      return { status: true as const, closed };
    },
  );
}
