// Routes say who may call them in their config; this hook judges it before the payload is validated,
// so a caller without the right hears 401 or 403, never a verdict on its input.
import type { AppInstance } from '../http/app-instance.ts';
import { forbidden } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import { type Action, mayAttempt } from './policies.ts';

/** `signedIn`: every signed-in user, acting on its own account; an action: see policies.ts. */
export type Access = 'signedIn' | Action;

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
    if (access !== 'signedIn' && !mayAttempt(actor, access)) throw forbidden();
  });
}
