// contact (spec 002 §7): a player's or visitor's message to the site's support, guarded by a solved
// proof-of-work challenge and a per-address limit. The writer is the session's user, never the payload's.
import { contactAnswer, contactRequest } from '@bet/domain/api/contact';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { badRequest } from '../../../http/errors.ts';
import { spendChallenge } from '../../auth/index.ts';
import { insertThread } from './contact-repo.ts';

/** Messages one address may send in ten minutes: support reads each, scripts must not bury them. */
export const CONTACT_PER_TEN_MINUTES = 5;

export function registerContactCall(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/contact',
    {
      schema: {
        summary: 'Send a message to the site’s support (needs a solved challenge for purpose contact)',
        tags: ['content'],
        body: contactRequest,
        response: { 200: contactAnswer },
      },
      config: { rateLimit: { max: CONTACT_PER_TEN_MINUTES, timeWindow: 600_000 } },
    },
    async (req) => {
      const { message, email, topcategory, category, token } = req.body;
      // Checked after the form, so a corrected form can still use its challenge.
      const refusal = await spendChallenge(deps, req.site.id, 'contact', token);
      if (refusal) throw badRequest(refusal);
      const writer = req.actor;
      await deps.database.db.transaction((tx) =>
        insertThread(
          tx,
          {
            siteId: req.site.id,
            userId: writer?.userId ?? null,
            username: writer?.username ?? null,
            email: email.trim(),
            lang: req.lang,
            topCategory: topcategory,
            category,
          },
          message.trim(),
          deps.now(),
        ),
      );
      return { status: true as const };
    },
  );
}
