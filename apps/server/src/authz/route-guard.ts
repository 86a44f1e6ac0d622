// Routes say who may call them in their config; this hook judges it before the payload is validated,
// so a caller without the right hears 401 or 403, never a verdict on its input.
import type { AppInstance } from '../http/app-instance.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { actorOf, permissionsVersion } from './actor.ts';
import { type Action, mayAttempt } from './policies.ts';

/**
 * `signedIn`: every signed-in user, acting on its own account; an action (or any of several): see
 * policies.ts.
 */
export type Access = 'signedIn' | Action | readonly Action[];

/** The header the back office sends with the permissions fingerprint it signed in with. */
export const PERMISSIONS_VERSION_HEADER = 'x-permissions-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function registerAccessGuard(app: AppInstance): void {
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config.access;
    if (access === undefined) return;
    const actor = actorOf(req);
    const known = req.headers[PERMISSIONS_VERSION_HEADER];
    if (typeof known === 'string' && known !== permissionsVersion(actor)) {
      throw new AppError(409, 'permissionsChanged');
    }
    if (access === 'signedIn') return;
    const actions: readonly Action[] = typeof access === 'string' ? [access] : access;
    if (!actions.some((action) => mayAttempt(actor, action))) throw forbidden();
  });
}
