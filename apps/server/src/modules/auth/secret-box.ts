// Secrets the server must read back (two-factor secrets) are kept sealed with AES-256-GCM, so a copy
// of the database alone does not give away anyone's second factor.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key; the server starts only with one (main.ts gives it one, tests a fixed one). */
export function secretsKeyOf(config: Pick<Config, 'secretsKey'>): Buffer {
  if (config.secretsKey?.length !== 32) throw new Error('the secrets key is missing: set SECRETS_KEY');
  return config.secretsKey;
}

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The plain secret; throws when the sealed text was changed or sealed with another key. */
export function openSecret(key: Buffer, sealed: string): string {
  // Secrets stored before sealing (base32, never holding a dot) are read as they are.
  if (!sealed.startsWith(VERSION)) return sealed;
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
