// The back office's sign-in, its "who am I" and two-factor sign-in settings.

import {
  staffLoginRequest,
  staffMeAnswer,
  totpConfirmRequest,
  totpDisableRequest,
  totpSetupAnswer,
} from '@bet/domain/api/admin/staff';
import { okAnswer } from '@bet/domain/api/common';
import { callBody } from '@bet/domain/api/fields';
import { type Actor, actorOf } from '../../authz/actor.ts';
import { visitorOf } from '../../authz/visitor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { forbidden } from '../../http/errors.ts';
import { type AuditTarget, recordAudit } from '../audit/index.ts';
import {
  disableTotp,
  enableTotp,
  login,
  newTotpSecret,
  secretsKeyOf,
  setSessionCookie,
} from '../auth/index.ts';
import { actorOfUser, staffMe } from './staff.ts';

const tags = ['admin', 'auth'];
const ownAccount = (actor: Actor): AuditTarget => ({
  type: 'staff',
  id: actor.userId,
  name: actor.username,
  path: actor.dealerPath,
});

export function registerStaffRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const perMinute = { max: deps.config.rateLimits.loginPerMinute, timeWindow: 60_000 };

  app.post(
    '/api/admin/login',
    {
      schema: {
        summary: 'Sign staff in to the back office',
        tags,
        body: staffLoginRequest,
        response: { 200: staffMeAnswer },
      },
      config: { rateLimit: perMinute },
    },
    async (req, reply) => {
      const { userName, password, otp, securityCode } = req.body;
      const result = await login(visitorOf(req, deps.config), deps, {
        userName,
        password,
        securityCode,
        otp,
        staffOnly: true,
      });
      setSessionCookie(req, reply, deps.config, result.token);
      const actor = await actorOfUser(db, result.userId, req.site, req.ip);
      return { status: true as const, me: await staffMe(db, actor, req.site) };
    },
  );

  app.post(
    '/api/admin/me',
    {
      schema: {
        summary: 'The signed-in staff member',
        tags,
        body: callBody({}),
        response: { 200: staffMeAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => ({ status: true as const, me: await staffMe(db, actorOf(req), req.site) }),
  );

  app.post(
    '/api/admin/totpSetup',
    {
      schema: {
        summary: 'A new two-factor secret to scan',
        tags,
        body: callBody({}),
        response: { 200: totpSetupAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const actor = actorOf(req);
      if (actor.role === 'player') throw forbidden('notStaff');
      const issuer = req.site.settings.site_title || 'Back office';
      return { status: true as const, ...newTotpSecret(issuer, actor.username) };
    },
  );

  app.post(
    '/api/admin/totpConfirm',
    {
      schema: {
        summary: 'Turn two-factor sign-in on',
        tags,
        body: totpConfirmRequest,
        response: { 200: okAnswer },
      },
      config: { access: 'signedIn', rateLimit: perMinute },
    },
    async (req) => {
      const actor = actorOf(req);
      if (actor.role === 'player') throw forbidden('notStaff');
      await db.transaction(async (tx) => {
        await enableTotp(tx, secretsKeyOf(deps.config), {
          userId: actor.userId,
          secret: req.body.secret,
          otp: req.body.otp,
          now: deps.now(),
        });
        await recordAudit(tx, actor, deps.now(), 'staff.totpOn', ownAccount(actor), {});
      });
      return { status: true as const };
    },
  );

  app.post(
    '/api/admin/totpDisable',
    {
      schema: {
        summary: 'Turn two-factor sign-in off',
        tags,
        body: totpDisableRequest,
        response: { 200: okAnswer },
      },
      config: { access: 'signedIn', rateLimit: perMinute },
    },
    async (req) => {
      const actor = actorOf(req);
      await db.transaction(async (tx) => {
        await disableTotp(tx, secretsKeyOf(deps.config), {
          userId: actor.userId,
          otp: req.body.otp,
          now: deps.now(),
        });
        await recordAudit(tx, actor, deps.now(), 'staff.totpOff', ownAccount(actor), {});
      });
      return { status: true as const };
    },
  );
}
