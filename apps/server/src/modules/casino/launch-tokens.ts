// Launch tokens: what a provider's game holds to name the player, game and currency of a session.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../auth/index.ts';
import { casinoLaunchTokens } from './schema.ts';

/** Short-lived: a game must be opened soon after launch; wins and rollbacks still arrive after it expires. */
export const LAUNCH_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 4 live casino, 5 slots. */
export type CasinoServiceType = 4 | 5;

export type NewLaunchToken = {
  providerId: number;
  userId: number;
  gameCode: string;
  serviceType: CasinoServiceType;
  currency: string;
  /**
   * The player's path in the dealer tree as the game opens: every bet needs the dealers above the
   * player, and a move in the tree applies from the next game opened. Without it, the first bet
   * reads it from the account.
   */
  path?: readonly number[];
};

export type LaunchSession = NewLaunchToken & { expiresAt: Date };

/**
 * Sessions never change once issued, so each instance keeps the ones it has issued or read (a bounded number,
 * oldest dropped first): every wallet call names one, and needs not read its row again.
 */
const known = new Map<string, LaunchSession>();
const KNOWN_MAX = 50_000;

function remember(tokenHash: string, session: LaunchSession): LaunchSession {
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(tokenHash, session);
  return session;
}

/** Issues a token for one player, game and currency; only its hash is stored. */
export async function issueLaunchToken(db: Executor, session: NewLaunchToken, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const { path, ...fields } = session;
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS);
  await db
    .insert(casinoLaunchTokens)
    .values({ ...fields, dealerPath: path ? [...path] : null, tokenHash, expiresAt });
  // The game's first call often comes back to this instance: it needs not read the row.
  remember(tokenHash, { ...session, expiresAt });
  return token;
}

/** The session a token names, expired or not, or null. */
export async function findLaunchSession(db: Executor, token: string): Promise<LaunchSession | null> {
  const tokenHash = hashToken(token);
  const cached = known.get(tokenHash);
  if (cached) return cached;
  const [row] = await db
    .select({
      providerId: casinoLaunchTokens.providerId,
      userId: casinoLaunchTokens.userId,
      gameCode: casinoLaunchTokens.gameCode,
      serviceType: casinoLaunchTokens.serviceType,
      currency: casinoLaunchTokens.currency,
      expiresAt: casinoLaunchTokens.expiresAt,
      dealerPath: casinoLaunchTokens.dealerPath,
    })
    .from(casinoLaunchTokens)
    .where(eq(casinoLaunchTokens.tokenHash, tokenHash));
  if (!row) return null;
  const { dealerPath, ...fields } = row;
  const serviceType = row.serviceType === 4 ? 4 : 5;
  return remember(tokenHash, { ...fields, serviceType, ...(dealerPath ? { path: dealerPath } : {}) });
}
