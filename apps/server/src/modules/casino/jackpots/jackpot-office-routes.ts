// The back office's jackpot calls; the jackpots run across every site, so only the platform's
// staff with jackpots.manage reach them.
import {
  jackpotHistoryAnswer,
  jackpotHistoryRequest,
  jackpotsOfficeAnswer,
  jackpotsOfficeRequest,
  saveJackpotAnswer,
  saveJackpotRequest,
} from '@bet/domain/api/admin/jackpots';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { amountFromApi } from '../../wallet/index.ts';
import { jackpotHistory, jackpotsForOffice, officeRow } from './jackpot-office.ts';
import { saveJackpotRule } from './jackpot-rules.ts';
import { jackpotCycles } from './schema.ts';

const tags = ['admin'];
const config = { access: 'jackpot.manage' as const };

export function registerJackpotOffice(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const authorized = (req: FastifyRequest) => {
    const actor = actorOf(req);
    authorize(actor, 'jackpot.manage', { type: 'platform' });
    return actor;
  };

  app.post(
    '/api/admin/jackpots',
    {
      schema: {
        summary: 'Each jackpot’s rules and running pots',
        tags,
        body: jackpotsOfficeRequest,
        response: { 200: jackpotsOfficeAnswer },
      },
      config,
    },
    async (req) => {
      authorized(req);
      return { status: true as const, jackpots: await jackpotsForOffice(db) };
    },
  );

  app.post(
    '/api/admin/saveJackpot',
    {
      schema: {
        summary: 'Change a jackpot’s rules',
        tags,
        body: saveJackpotRequest,
        response: { 200: saveJackpotAnswer },
      },
      config,
    },
    async (req) => {
      const actor = authorized(req);
      const { jackpot, contributionBp } = req.body;
      const seed = amountFromApi(req.body.seed);
      const mustDropBy = req.body.mustDropBy === undefined ? null : amountFromApi(req.body.mustDropBy);
      if (mustDropBy !== null && mustDropBy <= seed) throw badRequest('mustDropAboveSeed');
      const at = deps.now();
      const after = await db.transaction(async (tx) => {
        const change = await saveJackpotRule(tx, jackpot, { contributionBp, seed, mustDropBy }, at);
        if (change.after.drop.by === 'amount' && change.after.drop.mustDropBy <= change.after.seed) {
          throw badRequest('mustDropAboveSeed');
        }
        await recordAudit(tx, actor, at, 'jackpot.rules', { type: 'jackpot', id: jackpot }, change);
        return change.after;
      });
      const pots = await db.select().from(jackpotCycles).where(eq(jackpotCycles.state, 'running'));
      return { status: true as const, jackpot: officeRow(jackpot, after, pots) };
    },
  );

  app.post(
    '/api/admin/jackpotHistory',
    {
      schema: {
        summary: 'Jackpot drops, newest first, with their revealed drop points',
        tags,
        body: jackpotHistoryRequest,
        response: { 200: jackpotHistoryAnswer },
      },
      config,
    },
    async (req) => {
      authorized(req);
      return { status: true as const, ...(await jackpotHistory(db, req.body)) };
    },
  );
}
