import type { Visitor } from '../../authz/visitor.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { findUserById } from '../account/index.ts';
import { consumeHandLoginToken } from './hand-login-repo.ts';
import { createSession } from './sessions.ts';
import { hashToken } from './tokens.ts';

export type HandLoginResult = { userId: number; token: string };

/** Signs a hand terminal in with a one-time token: the token is spent in the transaction that opens the session. */
export async function handLogin(
  visitor: Visitor,
  deps: AppDeps,
  handToken: string | undefined,
): Promise<HandLoginResult> {
  if (!handToken) throw badRequest('tokenNotFound');
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const userId = await consumeHandLoginToken(tx, hashToken(handToken), now);
    const user = userId === null ? null : await findUserById(tx, userId);
    if (user?.status !== 1 || user.siteId !== visitor.site.id) {
      throw new AppError(401, 'tokenInvalid', {}, { login: false });
    }
    const token = await createSession(tx, visitor, deps, user.id);
    return { userId: user.id, token };
  });
}
