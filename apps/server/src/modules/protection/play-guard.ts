// Whether the player may stake now: not while an exclusion runs, nor beyond a loss limit's rolling
// window. Asked before every coupon and game launch, so the common case (no exclusion, no loss limit)
// costs one small statement.
import type { MessageKey } from '@bet/domain';
import { toMajor } from '@bet/domain/money';
import { LIMIT_WINDOW_MS, type MoneyLimitKind } from '@bet/domain/protection/player-limits';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Statement } from '../../db/fused-transaction.ts';
import { namedQuery } from '../../db/named-query.ts';

import { playResultSince } from '../wallet/index.ts';
import { exclusionUntilText } from './exclusions.ts';

export type PlayBlock = { key: MessageKey; params: Record<string, string> };

// Named: asked before every stake, so each connection parses and plans it once.
const PLAY_FACTS = `
  select (select max(ends_at) from player_exclusions where user_id = $1 and ends_at > $2::timestamptz)
      as excluded_until,
    (select json_agg(json_build_object('kind', kind, 'value', value)) from player_limits
      where user_id = $1 and value is not null and kind like 'loss%') as limits`;

type Facts = { excluded_until: string | Date | null; limits: unknown };

/**
 * Why the player may not stake `stake` (minor units) now, or null. With no stake (opening a game) the
 * loss limits only need room left.
 */
export async function playBlockOf(
  db: Executor,
  userId: number,
  now: Date,
  stake = 0,
): Promise<PlayBlock | null> {
  const facts = playFactsStatement(userId, now);
  const rows = await namedQuery(db, facts.name, facts.text, [...facts.params]);
  return playBlockFrom(db, rows, userId, now, stake);
}

/** The statement reading what decides playBlockFrom, for a caller that sends it along with others. */
export const playFactsStatement = (userId: number, now: Date): Statement => ({
  name: 'protection_play_facts',
  text: PLAY_FACTS,
  params: [userId, now.toISOString()],
});

/** playBlockOf, from the rows playFactsStatement read in the same transaction. */
export async function playBlockFrom(
  db: Executor,
  rows: readonly unknown[],
  userId: number,
  now: Date,
  stake: number,
): Promise<PlayBlock | null> {
  const facts = rows[0] as Facts | undefined;
  if (facts?.excluded_until) {
    return { key: 'accountExcluded', params: { until: exclusionUntilText(new Date(facts.excluded_until)) } };
  }
  const raw = typeof facts?.limits === 'string' ? JSON.parse(facts.limits) : facts?.limits;
  // Inside a stake's transaction, the player's stakes under a loss limit wait for each other, so two
  // at once cannot both fit in the same room.
  if (raw && stake > 0)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`loss-limits:${userId}`}))`);
  for (const { kind, value } of (raw ?? []) as { kind: MoneyLimitKind; value: number | string }[]) {
    const limit = Number(value);
    const result = await playResultSince(db, userId, new Date(now.getTime() - LIMIT_WINDOW_MS[kind]));
    const lost = Math.max(0, -result);
    if (lost >= limit) return { key: 'lossLimitReached', params: {} };
    if (lost + stake > limit)
      return { key: 'lossLimitWouldPass', params: { remaining: toMajor(limit - lost).toFixed(2) } };
  }
  return null;
}
