import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccessGuard } from './authz/route-guard.ts';
import { registerFlows } from './flows/index.ts';
import type { AppDeps, AppInstance } from './http/app-instance.ts';
import { onFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { requestLanguage } from './http/language.ts';
import { openApiOptions } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { secretsKeyOf } from './modules/auth/index.ts';
import './http/request-context.ts';
import { registerAdminApp, registerWebApp } from './http/static.ts';
import { registerAccount } from './modules/account/index.ts';
import { registerAffiliates } from './modules/affiliates/index.ts';
import { registerAuth } from './modules/auth/index.ts';
import { registerBackoffice } from './modules/backoffice/index.ts';
import { registerBetting } from './modules/betting/index.ts';
import { registerCasino } from './modules/casino/index.ts';
import { createCatalog, registerCatalog, registerMatchStats } from './modules/catalog/index.ts';
import { registerContent } from './modules/content/index.ts';
import { startFeed } from './modules/feed/index.ts';
import { registerPayments } from './modules/payments/index.ts';
import { registerSite } from './modules/site/index.ts';
import { registerWallet } from './modules/wallet/index.ts';
import { registerLiveSocket } from './realtime/gateway.ts';
import { createRealtime } from './realtime/index.ts';

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const { config } = deps;
  // Fails at the start, not at a staff member's sign-in.
  secretsKeyOf(config);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: () => randomUUID(),
    frameworkErrors: onFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  await registerRateLimits(app, config.redisUrl, `${config.redisPrefix}rate:`);
  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandler(app);

  app.decorateRequest('actor', null);
  app.decorateRequest('lang', 'tr');
  registerAccessGuard(app);
  // A call without a body is a call with no fields: the spec's client sends some calls empty.
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' && req.body == null) req.body = {};
  });
  app.addHook('preHandler', async (req) => {
    req.lang = requestLanguage(req);
  });

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    await deps.database.withConnection((c) => c.query('select 1'));
    return reply.send({ status: 'ok' });
  });

  const realtime = await createRealtime(config, app.log);
  app.decorate('realtime', realtime);
  app.addHook('onClose', () => realtime.close());
  await registerLiveSocket(app, realtime.hub);

  const catalog = await createCatalog({ ...realtime, database: deps.database, now: deps.now, log: app.log });
  app.decorate('catalog', catalog);
  await registerCatalog(app, deps, catalog);
  await registerMatchStats(app, deps, catalog);
  const feed = startFeed({
    config,
    database: deps.database,
    sink: catalog.sink,
    now: deps.now,
    onError: (err) => app.log.error({ err }, 'feed error'),
  });
  app.addHook('onClose', async () => {
    await feed?.stop();
    catalog.close();
  });

  await registerSite(app, deps);
  await registerAuth(app, deps);
  await registerAccount(app, deps);
  await registerPayments(app, deps);
  const content = registerContent(app, deps);
  await registerWallet(app, deps);
  await registerFlows(app, deps);
  await registerBackoffice(app, deps);
  await registerBetting(app, deps, catalog, realtime.bus);
  await registerCasino(app, deps);
  registerAffiliates(app, deps, catalog, content.media);
  await registerAdminApp(app, config.adminDist);
  await registerWebApp(app, config.webDist);
  return app;
}
