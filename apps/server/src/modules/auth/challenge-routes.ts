import { type CaptchaAnswer, captchaAnswer } from '@bet/domain/api/account';
import { captchaRequest } from '@bet/domain/api/auth';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { issueChallenge } from './challenge.ts';

/** The spec's captcha call, now a proof-of-work challenge for a registration or a sign-in. */
export function registerChallengeCall(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/captcha',
    {
      schema: {
        summary: 'A proof-of-work challenge for login or registration',
        tags: ['auth'],
        body: captchaRequest,
        response: { 200: captchaAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const challenge = await issueChallenge(deps, req.site.id, req.body?.purpose ?? 'register');
      void reply.header('cache-control', 'no-store');
      return { status: true as const, challenge } satisfies CaptchaAnswer;
    },
  );
}
