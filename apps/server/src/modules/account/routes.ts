import { translate } from '@bet/domain';
import {
  type AffiliateAnswer,
  AVAILABILITY_CALLS,
  type AvailabilityField,
  activateRequest,
  affiliateAnswer,
  affiliateControlRequest,
  availabilityRequest,
  updateProfileAnswer,
  updateProfileRequest,
} from '@bet/domain/api/account';
import { messageAnswer } from '@bet/domain/api/common';
import { actorOf } from '../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { notFound } from '../../http/errors.ts';
import { activateAccount } from './activation.ts';
import { availabilityChecks, checkAvailable } from './availability.ts';
import { updateProfile } from './profile.ts';
import { findActiveAffiliate } from './users-repo.ts';

/** Activation, the registration form's availability checks, affiliates and the profile. */
export async function registerAccount(app: AppInstance, deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  const tenMinutes = 600_000;
  // Generous for a form typed by a person, tight enough to make harvesting usernames slow.
  const checkLimit = { max: 60, timeWindow: 60_000 };

  app.post(
    '/api/activate',
    {
      schema: {
        summary: 'Activate an account with its code',
        tags: ['account'],
        body: activateRequest,
        response: { 200: messageAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: tenMinutes } },
    },
    async (req) => {
      await activateAccount(deps, req.body.activationCode);
      return { status: true as const, msg: translate('activationSuccess', req.lang) };
    },
  );

  for (const [field, call] of Object.entries(AVAILABILITY_CALLS) as [AvailabilityField, string][]) {
    const check = availabilityChecks[field];
    app.post(
      `/api/${call}`,
      {
        schema: {
          summary: `Whether the ${field} is free for a new account`,
          tags: ['account'],
          body: availabilityRequest(field),
          response: { 200: messageAnswer },
        },
        config: { rateLimit: checkLimit },
      },
      async (req) => {
        const value = String((req.body as Record<string, unknown>)[field]);
        const key = await checkAvailable(db, req.site.id, check, value);
        return { status: true as const, msg: translate(key, req.lang) };
      },
    );
  }

  app.post(
    '/api/affiliateControl',
    {
      schema: {
        summary: 'Check an affiliate code or link',
        tags: ['account'],
        body: affiliateControlRequest,
        response: {
          200: affiliateAnswer,
        },
      },
      config: { rateLimit: checkLimit },
    },
    async (req) => {
      const affiliate = await findActiveAffiliate(db, req.site.id, { link: req.body.affiliateId.trim() });
      if (!affiliate?.affiliateLink) throw notFound('affiliateNotFound');
      return {
        status: true as const,
        data: { affiliate_link: affiliate.affiliateLink, userId: affiliate.id },
      } satisfies AffiliateAnswer;
    },
  );

  app.post(
    '/api/updateProfile',
    {
      schema: {
        summary: 'Change the signed-in user’s profile',
        tags: ['account'],
        body: updateProfileRequest,
        response: { 200: updateProfileAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      await updateProfile(deps, actorOf(req).userId, req.body);
      return {
        status: true as const,
        key: 'profileUpdateSuccess',
        msg: translate('profileUpdateSuccess', req.lang),
      };
    },
  );
}
