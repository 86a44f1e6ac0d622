import { randomUUID } from 'node:crypto';
import type { Captcha } from '@bet/domain/api/account';
import { and, eq, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { captchas } from './schema.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_LENGTH = 5;
// No look-alikes: 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B, 9/g, U/V, and case is ignored when checking.
const CAPTCHA_CHARS = 'ACEFHJKMNPRTWXY3479';

// Expired captchas are kept a day so a late answer still hears captchaExpired.
const KEEP_EXPIRED_MS = 24 * 3_600_000;

/** Draws a new captcha for the site and keeps its answer; expired ones are cleared on the way. */
export async function createCaptcha(db: Executor, siteId: number, now: Date): Promise<Captcha> {
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    charPreset: CAPTCHA_CHARS,
    noise: 2,
    color: true,
    width: 150,
    height: 50,
  });
  const captchaId = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await db.insert(captchas).values({
    id: captchaId,
    answer: text,
    siteId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaId, image: data };
}

/**
 * Uses up the captcha whatever the answer, so one drawing allows one guess.
 * Throws checkSecurityCode (unknown, used or wrong) or captchaExpired.
 */
export async function consumeCaptcha(
  db: Executor,
  siteId: number,
  captchaId: string,
  answer: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, captchaId), eq(captchas.siteId, siteId), isNull(captchas.usedAt)))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt });
  if (!row) throw badRequest('checkSecurityCode');
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest('captchaExpired');
  if (row.answer.toLowerCase() !== answer.trim().toLowerCase()) throw badRequest('checkSecurityCode');
}
