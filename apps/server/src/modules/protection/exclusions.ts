// Time-outs and self-exclusion: while one runs the player cannot sign in, deposit, bet or open a game,
// and nobody (the player, a dealer or an admin) can end it early. A new one never shortens an old one.
import { type ExclusionKind, type ExclusionPeriod, exclusionEnd } from '@bet/domain/protection/player-limits';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { playerExclusions } from './schema.ts';

export type ActiveExclusion = { kind: ExclusionKind; until: Date };

/** The exclusion that runs longest now, or null. */
export async function activeExclusionOf(
  db: Executor,
  userId: number,
  now: Date,
): Promise<ActiveExclusion | null> {
  const [row] = await db
    .select({ kind: playerExclusions.kind, until: playerExclusions.endsAt })
    .from(playerExclusions)
    .where(and(eq(playerExclusions.userId, userId), gt(playerExclusions.endsAt, now)))
    .orderBy(desc(playerExclusions.endsAt))
    .limit(1);
  return row ? { kind: row.kind as ExclusionKind, until: row.until } : null;
}

/** The end of an exclusion as messages show it (UTC, to the minute). */
export const exclusionUntilText = (until: Date): string =>
  `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Refuses whatever the player tried while an exclusion runs, saying until when. */
export async function assertNotExcluded(db: Executor, userId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusionOf(db, userId, now);
  if (exclusion) {
    throw new AppError(
      403,
      'accountExcluded',
      { until: exclusion.until.toISOString().slice(0, 16).replace('T', ' ') },
      {
        login: false,
        excludedUntil: exclusion.until.toISOString(),
      },
    );
  }
}

export async function addExclusion(
  db: Executor,
  userId: number,
  kind: ExclusionKind,
  period: ExclusionPeriod,
  at: Date,
): Promise<ActiveExclusion> {
  await db
    .insert(playerExclusions)
    .values({ userId, kind, period, startsAt: at, endsAt: exclusionEnd(period, at) });
  const active = await activeExclusionOf(db, userId, at);
  if (!active) throw new Error('an exclusion just added is not active');
  return active;
}
