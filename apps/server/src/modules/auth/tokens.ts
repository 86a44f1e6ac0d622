import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex: how tokens and codes are looked up and stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A fresh unguessable token (256 bits, URL-safe) and the digest to store for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
