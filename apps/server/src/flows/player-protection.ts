// The player's responsible gambling page: limits read with what each window has used (deposits from
// payments, play results from the ledger), limit changes, and self-exclusion, which also ends every
// session of the player at once. Each change is in the audit log, where operators see it.
import type { PlayerLimitItem, ProtectionAnswer } from '@bet/domain/api/protection';
import { toMajor } from '@bet/domain/money';
import {
  type ExclusionKind,
  type ExclusionPeriod,
  LIMIT_KINDS,
  LIMIT_WINDOW_MS,
  type LimitKind,
  MINUTE_LIMIT_BOUNDS,
  MONEY_LIMIT_KINDS,
  type MoneyLimitKind,
} from '@bet/domain/protection/player-limits';
import type { Actor } from '../authz/actor.ts';
import type { Executor } from '../db/client.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import { findUserById } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { revokeUserSessions, sessionEndsByOf, verifyPassword } from '../modules/auth/index.ts';
import { depositsSince } from '../modules/payments/index.ts';
import { activeExclusionOf, addExclusion, limitsOf, setPlayerLimit } from '../modules/protection/index.ts';
import { amountFromApi, playResultSince } from '../modules/wallet/index.ts';

const isMoney = (kind: LimitKind): kind is MoneyLimitKind =>
  (MONEY_LIMIT_KINDS as readonly string[]).includes(kind);
/** Money limits travel in major units, the others in minutes. */
const shown = (kind: LimitKind, value: number | null) =>
  value === null || !isMoney(kind) ? value : toMajor(value);

async function usedOf(db: Executor, userId: number, kind: MoneyLimitKind, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS[kind]);
  if (kind.startsWith('deposit')) return depositsSince(db, userId, since);
  return Math.max(0, -(await playResultSince(db, userId, since)));
}

/** A player's limits, use and exclusion; with their session, when it ends at the latest. */
export async function protectionOf(
  db: Executor,
  player: { userId: number; sessionId: string | null },
  now: Date,
): Promise<ProtectionAnswer> {
  const limits = await limitsOf(db, player.userId);
  const items: PlayerLimitItem[] = [];
  for (const kind of LIMIT_KINDS) {
    const limit = limits.get(kind);
    items.push({
      kind,
      value: shown(kind, limit?.value ?? null),
      pending: limit?.pending
        ? { value: shown(kind, limit.pending.value), from: limit.pending.from.toISOString() }
        : null,
      used: isMoney(kind) ? toMajor(await usedOf(db, player.userId, kind, now)) : null,
    });
  }
  const exclusion = await activeExclusionOf(db, player.userId, now);
  const endsBy = player.sessionId ? await sessionEndsByOf(db, player.sessionId) : null;
  return {
    status: true,
    limits: items,
    exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until.toISOString() } : null,
    sessionEndsBy: endsBy?.toISOString() ?? null,
  };
}

/** A sent value as stored: minor units or whole minutes within their bounds; '' or null is none. */
function storedValue(kind: LimitKind, sent: number | string | null): number | null {
  if (sent === null || sent === '') return null;
  if (isMoney(kind)) return amountFromApi(sent);
  const minutes = Number(sent);
  const { min, max } = MINUTE_LIMIT_BOUNDS[kind as keyof typeof MINUTE_LIMIT_BOUNDS];
  if (!Number.isInteger(minutes) || minutes < min || minutes > max)
    throw badRequest('limitMinutesRange', { min, max });
  return minutes;
}

async function auditOf(
  db: Executor,
  actor: Actor,
  now: Date,
  action: string,
  after: Record<string, unknown>,
) {
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  await recordAudit(
    db,
    actor,
    now,
    action,
    { type: 'user', id: user.id, name: user.username, path: user.path },
    { after },
  );
}

export async function changeLimit(
  db: Executor,
  actor: Actor,
  kind: LimitKind,
  sent: number | string | null,
  now: Date,
): Promise<'applied' | 'pending'> {
  const value = storedValue(kind, sent);
  return db.transaction(async (tx) => {
    const applied = await setPlayerLimit(tx, actor.userId, kind, value, now);
    await auditOf(tx, actor, now, 'protection.limit', { kind, value, applied });
    return applied;
  });
}

export async function excludeSelf(
  db: Executor,
  actor: Actor,
  input: { kind: ExclusionKind; period: ExclusionPeriod; password: string },
  now: Date,
): Promise<Date> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.password))) throw badRequest('oldPasswordWrong');
  return db.transaction(async (tx) => {
    const { until } = await addExclusion(tx, user.id, input.kind, input.period, now);
    await revokeUserSessions(tx, user.id, undefined, now);
    await auditOf(tx, actor, now, 'protection.exclusion', { kind: input.kind, period: input.period, until });
    return until;
  });
}
