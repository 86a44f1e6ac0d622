import { randomBytes } from 'node:crypto';
import type { Visitor } from '../../authz/visitor.ts';
import type { AppDeps } from '../../http/app-instance.ts';
import { AppError } from '../../http/errors.ts';
import { findUserByUsername, recordLogin } from '../account/index.ts';
import { assertNotExcluded, limitValuesOf } from '../protection/index.ts';
import { spendChallenge } from './challenge.ts';
import {
  clearLoginFailures,
  countLoginFailuresSince,
  forgetLoginFailure,
  recordLoginFailure,
} from './login-failures-repo.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { secretsKeyOf } from './secret-box.ts';
import { createSession } from './sessions.ts';
import { checkOtp } from './totp.ts';

/** After this many failures for one username within the window, signing in as it needs a solved challenge. */
export const FREE_LOGIN_FAILURES = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

// Verified against when the username is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export type LoginInput = {
  userName: string;
  password: string;
  securityCode?: string | undefined;
  /** The authenticator code of an account with two-factor sign-in on (whichever door it comes by). */
  otp?: string | undefined;
  /** The back office's sign-in: players are refused. */
  staffOnly?: boolean;
};
export type LoginResult = { userId: number; lang: string; token: string };

// Tells the client to show the challenge; the same for every username, known or not, so it reveals none.
const challengeNeeded = { login: false, captcha: true };

/**
 * Checks the credentials against the request's site and opens a session. Failures are counted per username;
 * past a few, the right password still signs in, but only with a solved challenge (so nobody can lock a
 * player out, and guessing costs work). The challenge is asked for before the password is looked at.
 */
export async function login(visitor: Visitor, deps: AppDeps, input: LoginInput): Promise<LoginResult> {
  const db = deps.database.db;
  const siteId = visitor.site.id;
  const username = input.userName.trim().toLowerCase();
  const now = deps.now();

  // Counted as a failure before anything is judged, so attempts sent at once cannot all slip under the limit.
  const attemptId = await recordLoginFailure(db, { siteId, username, ip: visitor.ip, at: now });
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = (await countLoginFailuresSince(db, siteId, username, since)) - 1;
  if (failures >= FREE_LOGIN_FAILURES) {
    if (!input.securityCode) throw new AppError(401, 'captchaRequired', {}, challengeNeeded);
    const refusal = await spendChallenge(deps, siteId, 'login', input.securityCode);
    if (refusal) throw new AppError(400, refusal, {}, challengeNeeded);
  }

  const user = await findUserByUsername(db, siteId, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), input.password);
  if (!user || !passwordOk) {
    const extra = failures + 1 >= FREE_LOGIN_FAILURES ? challengeNeeded : { login: false };
    throw new AppError(401, 'wrongCredentials', {}, extra);
  }
  // Account state is told only to someone who knows the password; that attempt was no failure.
  if (user.status !== 1 || user.activation === 1 || user.activation === 2) {
    await forgetLoginFailure(db, attemptId);
    if (user.status !== 1) throw new AppError(403, 'accountPassive', {}, { login: false });
    throw new AppError(403, 'activationRequired', {}, { login: false, activation: user.activation });
  }

  if (input.staffOnly && user.role === 'player') throw new AppError(403, 'notStaff', {}, { login: false });
  await checkOtp(db, secretsKeyOf(deps.config), { userId: user.id, otp: input.otp, now });

  await assertNotExcluded(db, user.id, now);
  const sessionMinutes = (await limitValuesOf(db, user.id)).get('session_minutes');
  const endsBy = sessionMinutes === undefined ? null : new Date(now.getTime() + sessionMinutes * 60_000);

  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, siteId, username);
    await recordLogin(tx, user.id, now);
    return createSession(tx, visitor, deps, user.id, endsBy);
  });
  return { userId: user.id, lang: user.lang, token };
}
