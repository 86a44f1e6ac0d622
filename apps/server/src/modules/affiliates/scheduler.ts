// The scheduler's pass: every active affiliate's ended periods, closed and paid. Any instance may run
// it; the statements' unique (affiliate, period) key keeps racing passes from paying twice.
import { resolveSiteSettings } from '@bet/domain/site-settings';
import type { Db } from '../../db/client.ts';
import { loadAllSites } from '../site/index.ts';
import { activeAffiliates } from './affiliates-repo.ts';
import { closeDuePeriods, type PeriodClock } from './close-period.ts';

/** Closes what is due for every affiliate of every site; answers the "user:period" ids it closed. */
export async function closeEveryDuePeriod(
  db: Db,
  now: Date,
  clockOf: (settings: { affiliate_cutoff_time: string }) => PeriodClock,
): Promise<string[]> {
  const affiliates = await activeAffiliates(db);
  if (affiliates.length === 0) return [];
  const { sites } = await loadAllSites(db);
  const clocks = new Map(sites.map((s) => [s.id, clockOf(resolveSiteSettings(s.settings))]));
  const closed: string[] = [];
  for (const affiliate of affiliates) {
    const clock = clocks.get(affiliate.siteId);
    if (!clock) continue;
    for (const id of await closeDuePeriods(db, affiliate, now, clock, now))
      closed.push(`${affiliate.userId}:${id}`);
  }
  return closed;
}
