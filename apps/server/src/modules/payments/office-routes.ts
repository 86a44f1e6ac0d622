// The back office's transfer queue: list the subtree's requests, approve or reject one, block a user's
// or a dealer's transfers. Staff need payments.manage on the request's player.
import {
  decideTransferAnswer,
  decideTransferRequest,
  transferBlockAnswer,
  transferBlockOfAnswer,
  transferBlockOfRequest,
  transferBlockRequest,
  transferQueueAnswer,
  transferQueueRequest,
} from '@bet/domain/api/admin/transfers';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../authz/actor.ts';
import { actorOf } from '../../authz/actor.ts';
import { authorize, listScope } from '../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { dayRangeOf } from '../../http/day-range.ts';
import { forbidden } from '../../http/errors.ts';
import { findUserById, userResource } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { playerMailOf } from './player-mail.ts';
import { decideTransfer } from './transfers/decide-transfer.ts';
import { listTransferQueue } from './transfers/office-queue.ts';
import { blockedAmong, setTransferBlock, transfersBlockedFor } from './transfers/transfer-blocks.ts';

const tags = ['admin'];

export function registerTransferOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  /** The site's two-approval threshold, minor units. */
  const thresholdOf = (req: FastifyRequest) => req.site.settings.transfer_second_approval_above * 100;
  const viewOf = async (actor: Actor, req: FastifyRequest, id: number) => {
    const { rows } = await listTransferQueue(
      db,
      { scope: listScope(actor), page: 1, pageSize: 1, dir: 'desc', id },
      thresholdOf(req),
    );
    if (!rows[0]) throw forbidden();
    return rows[0];
  };

  app.post(
    '/api/admin/transferQueue',
    {
      schema: {
        summary: 'Deposit and withdrawal requests of the caller’s subtree',
        tags,
        body: transferQueueRequest,
        response: { 200: transferQueueAnswer },
      },
      config: { access: 'transfer.view' },
    },
    async (req) => {
      const { from, to, ...filters } = req.body;
      const window = dayRangeOf({ startDate: from, endDate: to });
      const answer = await listTransferQueue(
        db,
        {
          ...filters,
          dir: filters.sort ? filters.dir : 'desc',
          scope: listScope(actorOf(req)),
          from: window.from,
          to: window.to,
        },
        thresholdOf(req),
      );
      return { status: true as const, ...answer };
    },
  );

  app.post(
    '/api/admin/decideTransfer',
    {
      schema: {
        summary: 'Approve or reject a waiting request (two approvals above the site’s threshold)',
        tags,
        body: decideTransferRequest,
        response: { 200: decideTransferAnswer },
      },
      config: { access: 'transfer.decide' },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = await decideTransfer(
        db,
        actor,
        req.body,
        thresholdOf(req),
        deps.now(),
        playerMailOf(deps, req),
      );
      return { status: true as const, transfer: await viewOf(actor, req, id) };
    },
  );

  app.post(
    '/api/admin/transferBlock',
    {
      schema: {
        summary: 'Block or unblock the transfers of a user, or of a dealer and everyone below it',
        tags,
        body: transferBlockRequest,
        response: { 200: transferBlockAnswer },
      },
      config: { access: 'transfer.block' },
    },
    async (req) => {
      const actor = actorOf(req);
      const target = await findUserById(db, req.body.userId);
      if (!target) throw forbidden();
      authorize(actor, 'transfer.block', userResource(target));
      const { blocked } = req.body;
      await db.transaction(async (tx) => {
        await setTransferBlock(tx, target.id, blocked, actor.userId);
        await recordAudit(
          tx,
          actor,
          deps.now(),
          blocked ? 'transfer.block' : 'transfer.unblock',
          { type: 'user', id: target.id, name: target.username, path: target.path },
          { after: { blocked } },
        );
      });
      return { status: true as const, blocked };
    },
  );

  app.post(
    '/api/admin/transferBlockOf',
    {
      schema: {
        summary: 'Whether a user’s transfers are blocked, by its own block or a dealer’s above it',
        tags,
        body: transferBlockOfRequest,
        response: { 200: transferBlockOfAnswer },
      },
      config: { access: 'transfer.block' },
    },
    async (req) => {
      const target = await findUserById(db, req.body.userId);
      if (!target) throw forbidden();
      authorize(actorOf(req), 'transfer.block', userResource(target));
      const own = (await blockedAmong(db, [target.id])).has(target.id);
      // Blocked on the account itself or on a dealer above it.
      const blockedHere = await transfersBlockedFor(db, target);
      return { status: true as const, blocked: own, inherited: blockedHere && !own };
    },
  );
}
