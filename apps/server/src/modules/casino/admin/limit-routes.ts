// A dealer's daily casino stake limit in the back office: read with today's usage, and set by a dealer
// above it (like a credit limit); 0 is unlimited.
import { casinoLimitAnswer, casinoLimitRequest, setCasinoLimitRequest } from '@bet/domain/api/admin/casino';
import { isDealerKind, isUserRole } from '@bet/domain/authz/roles';
import type { Actor } from '../../../authz/actor.ts';
import { actorOf } from '../../../authz/actor.ts';
import { type Action, authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';
import { findUserById, userResource } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { setCasinoDailyLimit } from '../catalogue/casino-limits.ts';
import { dealerCasinoLimit } from './dealer-limit.ts';

const tags = ['admin', 'casino'];

/** The target dealer, once the actor may do the action to it; a user of another site is refused alike. */
async function dealerFor(db: Executor, actor: Actor, action: Action, targetUserId: number) {
  const target = await findUserById(db, targetUserId);
  if (!target || target.siteId !== actor.siteId) throw forbidden();
  authorize(actor, action, userResource(target));
  if (!isUserRole(target.role) || !isDealerKind(target.role)) throw badRequest('casinoLimitDealersOnly');
  return target;
}

export function registerLimitRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/admin/casinoLimit',
    {
      schema: {
        summary: 'A dealer’s daily casino stake limit and what its players staked today',
        tags,
        body: casinoLimitRequest,
        response: { 200: casinoLimitAnswer },
      },
      config: { access: 'casino.limitView' },
    },
    async (req) => {
      const dealer = await dealerFor(db, actorOf(req), 'casino.limitView', req.body.targetUserId);
      return { status: true as const, ...(await dealerCasinoLimit(db, dealer.id, deps.now())) };
    },
  );

  app.post(
    '/api/admin/setCasinoLimit',
    {
      schema: {
        summary: 'Set a dealer’s daily casino stake limit (minor units, 0 unlimited)',
        tags,
        body: setCasinoLimitRequest,
        response: { 200: casinoLimitAnswer },
      },
      config: { access: 'casino.limitSet' },
    },
    async (req) => {
      const actor = actorOf(req);
      const dealer = await dealerFor(db, actor, 'casino.limitSet', req.body.targetUserId);
      const at = deps.now();
      const limit = req.body.dailyStakeLimit;
      await db.transaction(async (tx) => {
        const before = await dealerCasinoLimit(tx, dealer.id, at);
        await setCasinoDailyLimit(tx, dealer.id, limit, at);
        await recordAudit(
          tx,
          actor,
          at,
          'casino.limit',
          { type: 'user', id: dealer.id },
          { before: { dailyStakeLimit: before.dailyStakeLimit }, after: { dailyStakeLimit: limit } },
        );
      });
      return { status: true as const, ...(await dealerCasinoLimit(db, dealer.id, at)) };
    },
  );
}
