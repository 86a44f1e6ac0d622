import { translate } from '@bet/domain';
import type { HandLoginAnswer, LoginAnswer } from '@bet/domain/api/auth';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  handLoginAnswer,
  handLoginRequest,
  loginAnswer,
  loginRequest,
  logoutRequest,
  resetPasswordRequest,
} from '@bet/domain/api/auth';
import { messageAnswer, okAnswer } from '@bet/domain/api/common';
import { actorOf } from '../../authz/actor.ts';
import { visitorOf } from '../../authz/visitor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { registerChallengeCall } from './challenge-routes.ts';
import { changePassword } from './change-password.ts';
import { handLogin } from './hand-login.ts';
import { login } from './login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { endSession, registerSessionHook, setSessionCookie } from './sessions.ts';

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
        body: loginRequest,
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
        body: logoutRequest,
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
        body: handLoginRequest,
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
        body: forgotPasswordRequest,
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
        body: resetPasswordRequest,
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
        body: changePasswordRequest,
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
