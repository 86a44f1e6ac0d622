// The account calls that span modules: registration and the signed-in user's own data.
import { translate } from '@bet/domain';
import { type RegisterAnswer, registerAnswer, userInfoAnswer } from '@bet/domain/api/account';
import { callBody } from '@bet/domain/api/fields';
import { z } from 'zod';
import { actorOf } from '../authz/actor.ts';
import { visitorOf } from '../authz/visitor.ts';
import type { AppDeps, AppInstance } from '../http/app-instance.ts';
import { registerBody } from '../modules/account/index.ts';
import { setSessionCookie } from '../modules/auth/index.ts';
import { registerPlayer } from './registration.ts';
import { loadUserInfo } from './user-data.ts';

const _ok = z.literal(true);

export async function registerAccountFlows(app: AppInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const registerLimit = { max: deps.config.rateLimits.registerPer10Minutes, timeWindow: 600_000 };

  app.post(
    '/api/register',
    {
      schema: {
        summary: 'Register a player',
        tags: ['account'],
        body: registerBody,
        response: {
          200: registerAnswer,
        },
      },
      config: { rateLimit: registerLimit },
    },
    async (req, reply) => {
      const result = await registerPlayer(visitorOf(req, deps.config), deps, req.body);
      if ('token' in result && result.token) setSessionCookie(req, reply, deps.config, result.token);
      const msgKey =
        result.activation === 1
          ? 'registerSuccessEmail'
          : result.activation === 2
            ? 'registerSuccessSms'
            : 'token' in result
              ? 'registerSuccess'
              : 'registerAutoLoginFailed';
      return { status: true as const, ...result, msg: translate(msgKey, req.lang) } satisfies RegisterAnswer;
    },
  );

  for (const call of ['getUserData', 'getData']) {
    app.post(
      `/api/${call}`,
      {
        schema: {
          summary: `The signed-in user’s record, credit and limits${call === 'getData' ? ' (old name)' : ''}`,
          tags: ['account'],
          body: callBody({}).optional(),
          response: { 200: userInfoAnswer },
        },
        config: { access: 'signedIn' },
      },
      // Always the session's user: a userId in the payload is ignored.
      async (req) => ({
        status: true as const,
        ...(await loadUserInfo(db, actorOf(req).userId, req.lang)),
      }),
    );
  }
}
