import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import type { SessionContext } from '../../http/request-context.ts';

/** The signed-in caller, or a 401 with the login flag the spec's client reads. */
export function requireSession(req: FastifyRequest): SessionContext {
  if (!req.session) throw unauthorized();
  return req.session;
}
