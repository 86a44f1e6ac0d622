// The player's deposit limits (day, week, month, rolling): a deposit that would pass one is refused,
// saying how much the tightest still allows. Checked under a per-player lock in the request's
// transaction, so two deposits at once cannot both slip under the same limit.

import { toMajor } from '@bet/domain/money';
import { LIMIT_WINDOW_MS, type MoneyLimitKind } from '@bet/domain/protection/player-limits';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../http/errors.ts';
import { limitValuesOf } from '../../protection/index.ts';
import { depositsSince } from './transfer-requests-repo.ts';

const DEPOSIT_LIMITS: MoneyLimitKind[] = ['deposit_day', 'deposit_week', 'deposit_month'];

export async function assertDepositWithinLimits(db: Executor, userId: number, amount: number, now: Date) {
  const limits = await limitValuesOf(db, userId);
  const set = DEPOSIT_LIMITS.filter((kind) => limits.has(kind));
  if (set.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposit-limits:${userId}`}))`);
  let remaining = Number.POSITIVE_INFINITY;
  for (const kind of set) {
    const used = await depositsSince(db, userId, new Date(now.getTime() - LIMIT_WINDOW_MS[kind]));
    remaining = Math.min(remaining, Math.max(0, limits.get(kind)! - used));
  }
  if (amount > remaining) {
    const left = toMajor(remaining).toFixed(2);
    throw new AppError(
      403,
      'depositLimitReached',
      { remaining: left },
      { error: `depositLimitReached|${left}` },
    );
  }
}
