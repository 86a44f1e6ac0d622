// The player's responsible gambling calls: read the limits, change or confirm one, take a time-out or
// exclude oneself (which signs the player out everywhere).
import {
  confirmLimitRequest,
  excludeAnswer,
  excludeRequest,
  protectionAnswer,
  protectionRequest,
  setLimitAnswer,
  setLimitRequest,
  userProtectionRequest,
} from '@bet/domain/api/protection';
import { actorOf } from '../authz/actor.ts';
import { authorize } from '../authz/policies.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { forbidden } from '../http/errors.ts';
import { findUserById, userResource } from '../modules/account/index.ts';
import { clearSessionCookie } from '../modules/auth/index.ts';
import { confirmPlayerLimit } from '../modules/protection/index.ts';
import { changeLimit, excludeSelf, protectionOf } from './player-protection.ts';

const tags = ['protection'];
const config = { access: 'signedIn' as const };

export function registerPlayerProtection(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;

  app.post(
    '/api/protection',
    {
      schema: {
        summary: 'The player’s limits, what they have used, and any exclusion',
        tags,
        body: protectionRequest,
        response: { 200: protectionAnswer },
      },
      config,
    },
    (req) => protectionOf(db, actorOf(req), deps.now()),
  );

  app.post(
    '/api/admin/userProtection',
    {
      schema: {
        summary: 'A player’s own limits and exclusion, as operators see them',
        tags: ['admin'],
        body: userProtectionRequest,
        response: { 200: protectionAnswer },
      },
      config: { access: 'user.view' },
    },
    async (req) => {
      const target = await findUserById(db, req.body.userId);
      if (!target) throw forbidden();
      authorize(actorOf(req), 'user.view', userResource(target));
      return protectionOf(db, { userId: target.id, sessionId: null }, deps.now());
    },
  );

  app.post(
    '/api/setLimit',
    {
      schema: {
        summary: 'Set a limit: tighter applies at once, looser after a day and a confirmation',
        tags,
        body: setLimitRequest,
        response: { 200: setLimitAnswer },
      },
      config,
    },
    async (req) => {
      const actor = actorOf(req);
      const applied = await changeLimit(db, actor, req.body.kind, req.body.value, deps.now());
      return { ...(await protectionOf(db, actor, deps.now())), applied };
    },
  );

  app.post(
    '/api/confirmLimit',
    {
      schema: {
        summary: 'Confirm a loosened limit once its day has passed',
        tags,
        body: confirmLimitRequest,
        response: { 200: protectionAnswer },
      },
      config,
    },
    async (req) => {
      const actor = actorOf(req);
      await confirmPlayerLimit(db, actor.userId, req.body.kind, deps.now());
      return protectionOf(db, actor, deps.now());
    },
  );

  app.post(
    '/api/excludeMe',
    {
      schema: {
        summary: 'Take a time-out or exclude oneself; nobody can end it early',
        tags,
        body: excludeRequest,
        response: { 200: excludeAnswer },
      },
      config,
    },
    async (req, reply) => {
      const until = await excludeSelf(db, actorOf(req), req.body, deps.now());
      clearSessionCookie(req, reply, deps.config);
      return { status: true as const, until: until.toISOString() };
    },
  );
}
