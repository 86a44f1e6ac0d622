// The back office's payment methods editor: staff with payments.manage change their own site's.
import {
  paymentMethodsOfficeAnswer,
  paymentMethodsOfficeRequest,
  savePaymentBankRequest,
  savePaymentCategoryRequest,
  savePaymentTypeRequest,
} from '@bet/domain/api/admin/payment-methods';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { recordAudit } from '../../audit/index.ts';
import type { Gateways } from '../gateway/gateway.ts';
import { officeMethodsOf } from './office-methods.ts';
import { saveBank, saveCategory, saveType } from './save-methods.ts';

const tags = ['admin'];
const config = { access: 'payment.methods' as const };

export function registerMethodsOffice(app: AppInstance, deps: AppDeps, gateways: Gateways): void {
  const db = deps.database.db;
  const gatewayCodes = [...gateways.keys()];
  const answer = async (siteId: number) => ({
    status: true as const,
    categories: await officeMethodsOf(db, siteId),
    gateways: gatewayCodes,
  });
  /** Runs one change of the actor's site and audits it with what was sent. */
  const change = async (
    req: FastifyRequest,
    what: string,
    save: (tx: Executor, siteId: number) => Promise<number>,
  ) => {
    const actor = actorOf(req);
    authorize(actor, 'payment.methods', { type: 'site', siteId: actor.siteId });
    await db.transaction(async (tx) => {
      const id = await save(tx, actor.siteId);
      await recordAudit(
        tx,
        actor,
        deps.now(),
        `payments.${what}`,
        { type: 'site', id: actor.siteId },
        {
          after: { id, ...(req.body as object) },
        },
      );
    });
    return answer(actor.siteId);
  };
  const response = { 200: paymentMethodsOfficeAnswer };

  app.post(
    '/api/admin/paymentMethods',
    {
      schema: {
        summary: 'The site’s payment methods, active or not',
        tags,
        body: paymentMethodsOfficeRequest,
        response,
      },
      config,
    },
    async (req) => {
      const actor = actorOf(req);
      authorize(actor, 'payment.methods', { type: 'site', siteId: actor.siteId });
      return answer(actor.siteId);
    },
  );
  app.post(
    '/api/admin/savePaymentCategory',
    {
      schema: {
        summary: 'Add or change a payment category',
        tags,
        body: savePaymentCategoryRequest,
        response,
      },
      config,
    },
    (req) => change(req, 'category', (tx, siteId) => saveCategory(tx, siteId, req.body)),
  );
  app.post(
    '/api/admin/savePaymentType',
    {
      schema: { summary: 'Add or change a payment type', tags, body: savePaymentTypeRequest, response },
      config,
    },
    (req) => change(req, 'type', (tx, siteId) => saveType(tx, siteId, req.body, gatewayCodes)),
  );
  app.post(
    '/api/admin/savePaymentBank',
    {
      schema: {
        summary: 'Add or change a bank-type method’s bank and its amounts',
        tags,
        body: savePaymentBankRequest,
        response,
      },
      config,
    },
    (req) => change(req, 'bank', (tx, siteId) => saveBank(tx, siteId, req.body)),
  );
}
