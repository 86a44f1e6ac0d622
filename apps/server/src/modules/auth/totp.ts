// Two-factor sign-in for staff: an authenticator app's six-digit codes (RFC 6238, 30 s steps).
import { and, eq, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { staffTotp } from './schema.ts';
import { openSecret, sealSecret } from './secret-box.ts';

// One step either side: a phone whose clock is a little off still signs in.
const TOLERANCE_SECONDS = 30;
const STEP_SECONDS = 30;

/** The time step a code matches at `now`, or null; only steps after `afterStep` count (no replay). */
async function matchingStep(secret: string, otp: string, now: Date, afterStep = 0): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: otp,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterStep,
  }).catch(() => ({ valid: false as const }));
  return result.valid ? Math.floor(epoch / STEP_SECONDS) + result.delta : null;
}

/** A fresh secret and the otpauth address an authenticator app scans; nothing is kept until confirmed. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label, secret }) };
}

export async function isTotpEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffTotp.userId })
    .from(staffTotp)
    .where(eq(staffTotp.userId, userId));
  return row !== undefined;
}

/** Turns two-factor sign-in on with a secret the user proved to hold by a code from it. */
export async function enableTotp(
  db: Executor,
  key: Buffer,
  change: { userId: number; secret: string; otp: string; now: Date },
) {
  const { userId, secret, now } = change;
  const step = await matchingStep(secret, change.otp, now);
  if (step === null) throw badRequest('otpWrong');
  const inserted = await db
    .insert(staffTotp)
    .values({ userId, secret: sealSecret(key, secret), enabledAt: now, lastStep: step })
    .onConflictDoNothing()
    .returning({ userId: staffTotp.userId });
  if (inserted.length === 0) throw badRequest('otpAlreadyOn');
}

/**
 * Checks the code of a user with two-factor sign-in on; users without it pass. Each code counts once:
 * the accepted step is stored, and a code of that step or an earlier one is refused.
 */
export async function checkOtp(
  db: Executor,
  key: Buffer,
  attempt: { userId: number; otp: string | undefined; now: Date },
): Promise<void> {
  const { userId, otp, now } = attempt;
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  if (!row) return;
  if (!otp) throw new AppError(401, 'otpRequired', {}, { login: false, otp: true });
  const step = await matchingStep(openSecret(key, row.secret), otp, now, row.lastStep);
  const claimed =
    step !== null &&
    (await db
      .update(staffTotp)
      .set({ lastStep: step })
      .where(and(eq(staffTotp.userId, userId), lt(staffTotp.lastStep, step)))
      .returning({ userId: staffTotp.userId }));
  if (!claimed || claimed.length === 0) throw new AppError(401, 'otpWrong', {}, { login: false, otp: true });
}

/** Turns two-factor sign-in off, with a current code as proof. */
export async function disableTotp(
  db: Executor,
  key: Buffer,
  attempt: { userId: number; otp: string; now: Date },
): Promise<void> {
  const { userId } = attempt;
  // A wrong code here is a bad request of a signed-in user, not a failed sign-in.
  await checkOtp(db, key, attempt).catch((err: unknown) => {
    throw err instanceof AppError && err.key === 'otpWrong' ? badRequest('otpWrong') : err;
  });
  await db.delete(staffTotp).where(eq(staffTotp.userId, userId));
}
