// The providers' side of the platform: their signed callbacks, and the sandbox provider's hosted page,
// which reports its outcome through the same callback route a real provider would use.
import { randomUUID } from 'node:crypto';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest, notFound, unauthorized } from '../../../http/errors.ts';
import { findTransferByToken } from '../transfers/transfer-requests-repo.ts';
import { applyGatewayEvent } from './apply-event.ts';
import type { Gateways } from './gateway.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { sandboxOutcomePage, sandboxPaymentPage } from './sandbox-page.ts';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const langOf = (query: unknown) => {
  const lang = (query as { lang?: unknown } | null)?.lang;
  return typeof lang === 'string' && /^[a-z]{2}$/.test(lang) ? lang : 'en';
};

export function registerGatewayRoutes(
  app: AppInstance,
  deps: AppDeps,
  gateways: Gateways,
  sandbox: SandboxGateway,
) {
  const db = deps.database.db;

  app.post('/api/payments/callback/:gateway', { schema: { hide: true } }, async (req) => {
    const { gateway: code } = req.params as { gateway: string };
    const gateway = gateways.get(code);
    if (!gateway) throw notFound();
    const event = gateway.readEvent(req.headers, req.body);
    // Unsigned, tampered or malformed: nothing is read from it.
    if (!event) throw unauthorized('invalidSignature');
    const result = await applyGatewayEvent(db, gateway.code, event, deps.now());
    return { status: true as const, result };
  });

  app.get('/pay/sandbox/:token', { schema: { hide: true } }, async (req, reply) => {
    const { token } = req.params as { token: string };
    const row = TOKEN.test(token) ? await findTransferByToken(db, token) : null;
    const lang = langOf(req.query);
    return reply
      .type('text/html; charset=utf-8')
      .send(sandboxPaymentPage(row, lang, `/pay/sandbox/${token}?lang=${lang}`));
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    scope.post('/pay/sandbox/:token', { schema: { hide: true } }, async (req, reply) => {
      const { token } = req.params as { token: string };
      const decision = new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('decision');
      if (decision !== 'approved' && decision !== 'declined') throw badRequest('invalidInput');
      const row = TOKEN.test(token) ? await findTransferByToken(db, token) : null;
      const lang = langOf(req.query);
      if (!row || row.status !== 0) {
        return reply.type('text/html; charset=utf-8').send(sandboxPaymentPage(row, lang, ''));
      }
      const event = {
        eventId: randomUUID(),
        transferId: row.id,
        outcome: decision,
        amount: row.amount,
        currency: row.currency,
      } as const;
      const { body, headers } = sandbox.signedCallback(event);
      // Delivered through the callback route, as a provider's server would.
      const delivered = await app.inject({
        method: 'POST',
        url: `/api/payments/callback/${sandbox.code}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      if (delivered.statusCode !== 200) throw new Error(`sandbox callback refused: ${delivered.statusCode}`);
      return reply.type('text/html; charset=utf-8').send(sandboxOutcomePage(decision, lang));
    });
  });
}
