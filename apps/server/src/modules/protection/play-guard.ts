// Whether the player may start playing now: not while an exclusion runs, nor once a loss limit's
// rolling window has lost the whole limit.
import type { MessageKey } from '@bet/domain';
import { LIMIT_WINDOW_MS, type MoneyLimitKind } from '@bet/domain/protection/player-limits';
import type { Executor } from '../../db/client.ts';
import { playResultSince } from '../wallet/index.ts';
import { activeExclusionOf, exclusionUntilText } from './exclusions.ts';
import { limitValuesOf } from './player-limits.ts';

const LOSS_LIMITS: MoneyLimitKind[] = ['loss_day', 'loss_week', 'loss_month'];

export type PlayBlock = { key: MessageKey; params: Record<string, string> };

export async function playBlockOf(db: Executor, userId: number, now: Date): Promise<PlayBlock | null> {
  const exclusion = await activeExclusionOf(db, userId, now);
  if (exclusion) {
    return { key: 'accountExcluded', params: { until: exclusionUntilText(exclusion.until) } };
  }
  const limits = await limitValuesOf(db, userId);
  for (const kind of LOSS_LIMITS) {
    const limit = limits.get(kind);
    if (limit === undefined) continue;
    const result = await playResultSince(db, userId, new Date(now.getTime() - LIMIT_WINDOW_MS[kind]));
    if (-result >= limit) return { key: 'lossLimitReached', params: {} };
  }
  return null;
}
