import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-instance.ts';
import { AppError } from '../../http/errors.ts';
import { findUserByUsername, recordLogin } from '../account/index.ts';
import { clearLoginFailures, countLoginFailuresSince, recordLoginFailure } from './login-failures-repo.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';

/** More than this many failures for one username within the window locks that username until they age out. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

// Verified against when the username is unknown, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

export type LoginInput = { userName: string; password: string };
export type LoginResult = { userId: number; lang: string; token: string };

/** Checks the credentials against the request's site and opens a session; failures are counted per username. */
export async function login(req: FastifyRequest, deps: AppDeps, input: LoginInput): Promise<LoginResult> {
  const db = deps.database.db;
  const siteId = req.site.id;
  const username = input.userName.trim().toLowerCase();
  const now = deps.now();

  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  if ((await countLoginFailuresSince(db, siteId, username, since)) >= MAX_LOGIN_FAILURES) {
    throw new AppError(429, 'tooManyAttempts');
  }

  const user = await findUserByUsername(db, siteId, username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(db, { siteId, username, ip: req.ip ?? '', at: now });
    throw new AppError(401, 'wrongCredentials', {}, { login: false });
  }
  // Account state is told only to someone who knows the password.
  if (user.status !== 1) throw new AppError(403, 'accountPassive', {}, { login: false });
  if (user.activation === 1 || user.activation === 2) {
    throw new AppError(403, 'activationRequired', {}, { login: false, activation: user.activation });
  }

  const token = await db.transaction(async (tx) => {
    await clearLoginFailures(tx, siteId, username);
    await recordLogin(tx, user.id, now);
    return createSession(tx, req, deps, user.id, user.role);
  });
  return { userId: user.id, lang: user.lang, token };
}
