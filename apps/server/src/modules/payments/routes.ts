// The player's payment calls (spec 002 section 7): the site's methods, a bank type's banks, asking for
// a deposit or withdrawal, taking a waiting one back, and the list of them (trfs).
import {
  banksAnswer,
  banksRequest,
  paymentMethodsAnswer,
  paymentMethodsRequest,
} from '@bet/domain/api/payment-methods';
import {
  cancelTransferRequestAnswer,
  cancelTransferRequestRequest,
  setTransferRequestAnswer,
  setTransferRequestRequest,
  transferRequestsAnswer,
  transferRequestsRequest,
} from '@bet/domain/api/payments';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { unauthorized } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { findUserById } from '../account/index.ts';
import type { Gateways } from './gateway/gateway.ts';
import { banksView, methodsView } from './methods/method-views.ts';
import { activeMethodsOf, banksOfType, findActiveType } from './methods/methods-repo.ts';
import { cancelTransfer } from './transfers/cancel-transfer.ts';
import { requestTransfer } from './transfers/request-transfer.ts';
import { transferItem, transferRequestsOf } from './transfers/transfer-list.ts';

const tags = ['payments'];
const config = { access: 'signedIn' as const };

export function registerPaymentCalls(app: AppInstance, deps: AppDeps, gateways: Gateways): void {
  const db = deps.database.db;
  const userOf = async (req: FastifyRequest) => {
    const user = await findUserById(db, actorOf(req).userId);
    if (!user) throw unauthorized();
    return user;
  };

  app.post(
    '/api/paymentMethods',
    {
      schema: {
        summary: 'The site’s deposit or withdrawal methods in the caller’s language',
        tags,
        body: paymentMethodsRequest,
        response: { 200: paymentMethodsAnswer },
      },
      config,
    },
    async (req) => {
      const methods = await activeMethodsOf(db, actorOf(req).siteId, req.body.transferType as 0 | 1);
      return { status: true as const, categories: methodsView(methods, requestLanguage(req)) };
    },
  );

  app.post(
    '/api/banks',
    {
      schema: {
        summary: 'A bank-type method’s banks and the amounts each takes',
        tags,
        body: banksRequest,
        response: { 200: banksAnswer },
      },
    },
    async (req) => {
      // The spec's client opens the login popup on login false rather than on an error.
      if (!req.actor) return { login: false, status: false, banks: [], error: 'loginRequired' };
      const user = await userOf(req);
      const method = await findActiveType(db, user.siteId, req.body.payid, req.body.payCatId);
      if (!method || method.type.payType !== 'bank') {
        return { login: true, status: false, banks: [], error: 'paymentMethodUnavailable' };
      }
      const banks = banksView(await banksOfType(db, method.type.id), user.currency);
      return { login: true, status: true, banks, error: '' };
    },
  );

  app.post(
    '/api/setTransferRequest',
    {
      schema: {
        summary: 'Ask for a deposit or a withdrawal; a withdrawal’s amount is held at once',
        tags,
        body: setTransferRequestRequest,
        response: { 200: setTransferRequestAnswer },
      },
      config,
    },
    async (req) => {
      const user = await userOf(req);
      const ctx = { db, gateways, now: deps.now };
      return requestTransfer(ctx, user, req.site.settings, req.body, requestLanguage(req));
    },
  );

  app.post(
    '/api/cancelTransferRequest',
    {
      schema: {
        summary: 'Take back a waiting request; a withdrawal’s held amount returns',
        tags,
        body: cancelTransferRequestRequest,
        response: { 200: cancelTransferRequestAnswer },
      },
      config,
    },
    async (req) => {
      const row = await cancelTransfer(db, await userOf(req), req.body.id, deps.now());
      return { status: true as const, item: transferItem(row) };
    },
  );

  app.post(
    '/api/trfs',
    {
      schema: {
        summary: 'The player’s deposit and withdrawal requests, paged',
        tags,
        body: transferRequestsRequest,
        response: { 200: transferRequestsAnswer },
      },
      config,
    },
    async (req) => ({
      status: true as const,
      ...(await transferRequestsOf(db, actorOf(req).userId, req.body)),
    }),
  );
}
