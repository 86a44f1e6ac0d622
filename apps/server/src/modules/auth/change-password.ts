import type { Actor } from '../../authz/actor.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { findUserById, updatePasswordHash } from '../account/index.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions-repo.ts';

// The change-password page's rule (spec 000 section 5), stricter than registration's 4 to 20.
export const NEW_PASSWORD_MIN = 4;
export const NEW_PASSWORD_MAX = 12;

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  rePassword?: string | undefined;
};

/** Changes the caller's own password; the caller's other sessions end, this one stays. */
export async function changePassword(deps: AppDeps, actor: Actor, input: ChangePasswordInput): Promise<void> {
  const { newPassword } = input;
  if (newPassword.length < NEW_PASSWORD_MIN || newPassword.length > NEW_PASSWORD_MAX) {
    throw badRequest('passwordLength', { min: NEW_PASSWORD_MIN, max: NEW_PASSWORD_MAX });
  }
  if (input.rePassword !== undefined && input.rePassword !== newPassword)
    throw badRequest('passwordMatchError');
  const db = deps.database.db;
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest('oldPasswordWrong');

  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, actor.sessionId, deps.now());
  });
}
