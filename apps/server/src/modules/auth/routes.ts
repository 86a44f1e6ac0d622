import { translate } from '@bet/domain';
import type { HandLoginAnswer, LoginAnswer } from '@bet/domain/api/auth';
import { handLoginAnswer, loginAnswer } from '@bet/domain/api/auth';
import { messageAnswer, okAnswer } from '@bet/domain/api/common';
import { callBody, text } from '@bet/domain/api/fields';
import { z } from 'zod';
import { actorOf } from '../../authz/actor.ts';
import { visitorOf } from '../../authz/visitor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerChallengeCall } from './challenge-routes.ts';
import { changePassword } from './change-password.ts';
import { handLogin } from './hand-login.ts';
import { login } from './login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { endSession, registerSessionHook, setSessionCookie } from './sessions.ts';

// Letters, digits, dot, hyphen, underscore and space (spec 5: what the login field accepts).
const USERNAME_CHARS = /^[\p{L}\p{N}._\- ]+$/u;
// Day, month and year come from select boxes: numbers, or digit strings ('' when nothing is picked).
const datePart = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z.literal('').transform(() => undefined),
      text(4)
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max).optional());

const loginBody = callBody({
  userName: text(20).min(4).regex(USERNAME_CHARS),
  password: text(20).min(4),
  passwordType: z.union([z.number(), text(20)]).optional(),
  machineId: text(200).optional(),
  // The solved challenge, once failed passwords made the sign-in ask for one.
  securityCode: text(4000).optional(),
});
const handLoginBody = callBody({ token: text(200).optional() });
const forgotPasswordBody = callBody({
  username: text(20).optional(),
  birthDateDay: datePart(1, 31).optional(),
  birthDateMonth: datePart(1, 12).optional(),
  birthDateYear: datePart(1900, 2100).optional(),
});
const resetPasswordBody = callBody({
  password: text(100).optional(),
  repassword: text(100).optional(),
  passCode: text(200).optional(),
});
// Lengths of the new password are checked by the service (with their own message); the current one may be
// anything registration allowed, so it is only bounded here.
const changePasswordBody = callBody({
  currentPassword: text(20).min(1),
  newPassword: text(100),
  rePassword: text(100).optional(),
});

const _ok = z.literal(true);

/** Sign-in, sign-out, hand-terminal login and password recovery; also installs the session hook. */
export async function registerAuth(app: AppInstance, deps: AppDeps): Promise<void> {
  registerSessionHook(app, deps);
  registerChallengeCall(app, deps);
  const perMinute = { max: deps.config.rateLimits.loginPerMinute, timeWindow: 60_000 };
  // Each reset request may send a mail: ten minutes' window keeps one address from flooding a mailbox.
  const perTenMinutes = { max: deps.config.rateLimits.loginPerMinute, timeWindow: 600_000 };

  app.post(
    '/api/login',
    {
      schema: {
        summary: 'Sign in',
        tags: ['auth'],
        body: loginBody,
        response: {
          200: loginAnswer,
        },
      },
      config: { rateLimit: perMinute },
    },
    async (req, reply) => {
      const result = await login(visitorOf(req, deps.config), deps, req.body);
      setSessionCookie(req, reply, deps.config, result.token);
      return {
        status: true as const,
        userId: result.userId,
        lang: result.lang,
        redirect: '',
        token: result.token,
      } satisfies LoginAnswer;
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        summary: 'Sign out',
        tags: ['auth'],
        body: callBody({}).optional(),
        response: { 200: okAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req, reply) => {
      await endSession(req, reply, deps);
      return { status: true as const };
    },
  );

  app.post(
    '/api/handlogin',
    {
      schema: {
        summary: 'Sign a hand terminal in with a one-time token',
        tags: ['auth'],
        body: handLoginBody,
        response: { 200: handLoginAnswer },
      },
      config: { rateLimit: perMinute },
    },
    async (req, reply) => {
      const result = await handLogin(visitorOf(req, deps.config), deps, req.body.token);
      setSessionCookie(req, reply, deps.config, result.token);
      return { status: true as const, userId: result.userId, token: result.token } satisfies HandLoginAnswer;
    },
  );

  app.post(
    '/api/forgotPassword',
    {
      schema: {
        summary: 'Mail a password reset link',
        tags: ['auth'],
        body: forgotPasswordBody,
        response: { 200: messageAnswer },
      },
      config: { rateLimit: perTenMinutes },
    },
    async (req) => {
      await requestPasswordReset(visitorOf(req, deps.config), deps, req.body);
      return { status: true as const, msg: translate('passwordResetSent', req.lang) };
    },
  );

  app.post(
    '/api/resetPassword',
    {
      schema: {
        summary: 'Set a new password with a reset code',
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 200: messageAnswer },
      },
      config: { rateLimit: perMinute },
    },
    async (req) => {
      await resetPassword(deps, req.body);
      return { status: true as const, msg: translate('passwordResetSuccess', req.lang) };
    },
  );

  app.post(
    '/api/changePassword',
    {
      schema: {
        summary: 'Change the signed-in user’s password',
        tags: ['auth'],
        body: changePasswordBody,
        response: { 200: messageAnswer },
      },
      config: { rateLimit: perMinute, access: 'signedIn' },
    },
    async (req) => {
      await changePassword(deps, actorOf(req), req.body);
      return { status: true as const, msg: translate('userPassChangeSuccess', req.lang) };
    },
  );
}
