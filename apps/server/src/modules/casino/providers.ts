// Game providers and their signing secrets: a provider signs each call's raw body with
// HMAC-SHA256 under its secret, which the server keeps sealed and opens to check a signature.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { openSecret, sealSecret } from '../auth/index.ts';
import { casinoProviders } from './schema.ts';

/** The platform's own games call the wallet as this provider, exactly as an outside one would. */
export const HOUSE_PROVIDER_CODE = 'house';

/** The in-house provider of the site, with a fresh secret the first time. Idempotent. */
export async function seedHouseProvider(db: Executor, key: Buffer, siteId: number): Promise<void> {
  await db
    .insert(casinoProviders)
    .values({
      siteId,
      code: HOUSE_PROVIDER_CODE,
      name: 'In-house games',
      secretSealed: sealSecret(key, randomBytes(32).toString('base64url')),
    })
    .onConflictDoNothing();
}

/** A provider as its wallet calls see it; a suspended one takes no new bets. */
export type Provider = { id: number; code: string; secret: string; suspended: boolean };

/** The provider with its opened secret, or null for an unknown code. */
export async function findProvider(db: Executor, key: Buffer, code: string): Promise<Provider | null> {
  const [row] = await db
    .select({
      id: casinoProviders.id,
      code: casinoProviders.code,
      sealed: casinoProviders.secretSealed,
      suspendedAt: casinoProviders.suspendedAt,
    })
    .from(casinoProviders)
    .where(eq(casinoProviders.code, code));
  return row
    ? { id: row.id, code: row.code, secret: openSecret(key, row.sealed), suspended: row.suspendedAt !== null }
    : null;
}

/** The hex HMAC-SHA256 of a body under a secret: what a provider sends as X-Signature. */
export const signBody = (secret: string, body: string): string =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Whether the signature is the body's, compared in constant time. */
export function signatureMatches(secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signBody(secret, body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
