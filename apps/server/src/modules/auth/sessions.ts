import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildActor } from '../../authz/actor.ts';
import type { Visitor } from '../../authz/visitor.ts';
import type { Config } from '../../config.ts';
import { createBatcher } from '../../db/batcher.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { findActiveSessions, insertSession, revokeSession, touchSession } from './sessions-repo.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'sid';
const MAX_TOKEN_LENGTH = 200;
// last_seen_at is a hint for the operator, not a rule: writing it once a minute is enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

type TokenSource = { token: string; fromCookie: boolean };

function readToken(req: FastifyRequest): TokenSource | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token && token.length <= MAX_TOKEN_LENGTH) return { token, fromCookie: false };
  }
  const cookie = req.cookies?.[SESSION_COOKIE];
  if (cookie && cookie.length <= MAX_TOKEN_LENGTH) return { token: cookie, fromCookie: true };
  return null;
}

export function setSessionCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure === 'auto' ? req.protocol === 'https' : config.cookieSecure,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure === 'auto' ? req.protocol === 'https' : config.cookieSecure,
  });
}

/** Sets `req.actor` from the cookie or Bearer token; slides the expiry once half the lifetime is used. */
export function registerSessionHook(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  // Lookups that arrive while another is in the database go together in one statement (see place-coupon.ts).
  const lookups = createBatcher(
    async (batch: { id: string; siteId: number }[]) =>
      (await findActiveSessions(db, batch, deps.now())).map((value) => ({ ok: true as const, value })),
    { maxBatch: 64, maxInFlight: 4, overlapAfterMs: 50 },
  );
  app.addHook('onRequest', async (req, reply) => {
    req.actor = null;
    const source = readToken(req);
    if (!source || !req.site) return;
    const now = deps.now();
    const session = await lookups.submit({ id: hashToken(source.token), siteId: req.site.id });
    if (!session) return;
    req.actor = buildActor(
      { ...session, sessionId: session.id },
      { id: req.site.id, platform: req.site.platform },
      req.ip ?? '',
    );

    const ttl = deps.config.sessionTtlMs;
    const extended = Math.min(now.getTime() + ttl, session.endsBy?.getTime() ?? Number.POSITIVE_INFINITY);
    if (session.expiresAt.getTime() - now.getTime() < ttl / 2 && extended > session.expiresAt.getTime()) {
      await touchSession(db, session.id, now, new Date(extended));
      if (source.fromCookie) setSessionCookie(req, reply, deps.config, source.token);
    } else if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await touchSession(db, session.id, now);
    }
  });
}

/** Writes a new session row for the user on the visitor's site; returns the token (shown to the client once). */
export async function createSession(
  db: Executor,
  visitor: Visitor,
  deps: AppDeps,
  userId: number,
  /** The player's session time limit, if they set one. */
  endsBy: Date | null = null,
): Promise<string> {
  const { token, hash } = newToken();
  const now = deps.now();
  const expiresAt = Math.min(
    now.getTime() + deps.config.sessionTtlMs,
    endsBy?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  await insertSession(db, {
    id: hash,
    userId,
    siteId: visitor.site.id,
    createdAt: now,
    expiresAt: new Date(expiresAt),
    lastSeenAt: now,
    endsBy,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
  });
  return token;
}

/** Signs the caller out: revokes the current session (if any) and clears the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply, deps: AppDeps): Promise<void> {
  if (req.actor) await revokeSession(deps.database.db, req.actor.sessionId, deps.now());
  req.actor = null;
  clearSessionCookie(req, reply, deps.config);
}
