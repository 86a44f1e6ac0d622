import type { Visitor } from '../../authz/visitor.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { badRequest } from '../../http/errors.ts';
import { sendTemplatedMail } from '../../mail/templates/compose.ts';
import { findUserByUsername, updatePasswordHash } from '../account/index.ts';
import { hashPassword } from './password.ts';
import { consumePassCode, createPassCode } from './password-resets-repo.ts';
import { revokeUserSessions } from './sessions-repo.ts';
import { hashToken } from './tokens.ts';

export const PASS_CODE_TTL_MS = 60 * 60_000;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;

export type ForgotPasswordInput = {
  username?: string | undefined;
  birthDateDay?: number | undefined;
  birthDateMonth?: number | undefined;
  birthDateYear?: number | undefined;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Mails a reset link when the username and birth date match a user with an e-mail address.
 * The caller learns nothing either way: the answer does not depend on a match.
 */
export async function requestPasswordReset(
  visitor: Visitor,
  deps: AppDeps,
  input: ForgotPasswordInput,
): Promise<void> {
  const username = input.username?.trim() ?? '';
  const { birthDateDay: day, birthDateMonth: month, birthDateYear: year } = input;
  if (!username || day === undefined || month === undefined || year === undefined) {
    throw badRequest('allInputEnter');
  }
  const db = deps.database.db;
  const user = await findUserByUsername(db, visitor.site.id, username);
  const birthDate = `${year}-${pad2(month)}-${pad2(day)}`;
  if (user?.status !== 1 || user.birthDate !== birthDate || !user.email) return;
  const email = user.email;

  const now = deps.now();
  const lang = visitor.lang;
  await db.transaction(async (tx) => {
    const passCode = await createPassCode(tx, user.id, now, PASS_CODE_TTL_MS);
    const link = `${visitor.linkBase}/${lang}/resetPassword/${passCode}`;
    await sendTemplatedMail(deps.mailer, tx, email, {
      siteId: visitor.site.id,
      kind: 'passwordReset',
      lang,
      defaultLang: visitor.site.settings.default_language,
      values: { link, username: user.username, site: visitor.site.settings.site_title },
    });
  });
}

export type ResetPasswordInput = {
  password?: string | undefined;
  repassword?: string | undefined;
  passCode?: string | undefined;
};

/** Sets a new password with a mailed pass code: the code is spent and every session of the user ends. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput): Promise<void> {
  const { password, repassword, passCode } = input;
  if (!password || !repassword) throw badRequest('allInputEnter');
  if (password !== repassword) throw badRequest('passwordNoSameRegister');
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw badRequest('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (!passCode) throw badRequest('passCodeInvalid');

  // Hashed before the transaction so the row locks are held for milliseconds, not for argon2.
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumePassCode(tx, hashToken(passCode), now);
    if (userId === null) throw badRequest('passCodeInvalid');
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId, undefined, now);
  });
}
