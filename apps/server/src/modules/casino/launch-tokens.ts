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
};

export type LaunchSession = NewLaunchToken & {
  expiresAt: Date;
  /**
   * The player's path in the dealer tree, kept on the remembered session once a bet has read it: a
   * path never changes, and every bet needs the dealers above the player.
   */
  path?: readonly number[];
};

/** Issues a token for one player, game and currency; only its hash is stored. */
export async function issueLaunchToken(db: Executor, session: NewLaunchToken, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(casinoLaunchTokens).values({
    ...session,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Sessions never change once issued, so each instance keeps the ones it has read (a bounded number,
 * oldest dropped first): every wallet call names one, and needs not read its row again.
 */
const known = new Map<string, LaunchSession>();
const KNOWN_MAX = 50_000;

function remember(tokenHash: string, session: LaunchSession): LaunchSession {
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(tokenHash, session);
  return session;
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
    })
    .from(casinoLaunchTokens)
    .where(eq(casinoLaunchTokens.tokenHash, tokenHash));
  return row ? remember(tokenHash, { ...row, serviceType: row.serviceType === 4 ? 4 : 5 }) : null;
}
