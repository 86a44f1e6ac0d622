// Who may use the affiliate area (spec 002 §6): a signed-in, online user on a site whose
// affiliateStatus setting is 1; the data calls also need the user to be an active affiliate.
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../authz/actor.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { findUserById, type UserRow } from '../account/index.ts';

export async function affiliateCaller(db: Executor, req: FastifyRequest): Promise<UserRow> {
  if (req.site.settings.affiliateStatus !== '1') throw forbidden('affiliatesClosed');
  const user = await findUserById(db, actorOf(req).userId);
  if (!user) throw unauthorized();
  if (user.onlineUser !== 1) throw forbidden();
  return user;
}

/** The caller as an active affiliate: only then does it see referred players. */
export async function activeAffiliate(db: Executor, req: FastifyRequest): Promise<UserRow> {
  const user = await affiliateCaller(db, req);
  if (user.affiliateStatus !== 1) throw forbidden('affiliateNotActive');
  return user;
}

/** The spec's paging fields for page `page` (1-based) of `total` rows. */
export function pagingOf(page: number, total: number, size: number) {
  const totalPage = Math.max(1, Math.ceil(total / size));
  return {
    nowPage: page,
    totalPage,
    nextPage: page < totalPage ? page + 1 : 0,
    prevPage: page > 1 ? page - 1 : 0,
  };
}
