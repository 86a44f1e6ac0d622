// The affiliate area (spec 002 §2-§7, issue 14 items 7-8): players' requests and their referred
// players' data, revenue share per period reconciled with the ledger, and the back office's side.
import { DEFAULT_TIME_ZONE } from '@bet/domain/time-zone';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { every } from '../../http/every.ts';
import type { Catalog } from '../catalog/index.ts';
import type { MediaService } from '../content/index.ts';
import { registerAffiliateBannersOffice } from './banner-office-routes.ts';
import type { PeriodClock } from './close-period.ts';
import { registerAffiliateOffice } from './office-routes.ts';
import { registerAffiliatePlayerCalls } from './player-routes.ts';
import { registerReferredCalls } from './referred-routes.ts';
import { closeEveryDuePeriod } from './scheduler.ts';

/** How often the scheduler looks for periods that ended; a period closes at most this late. */
const CLOSE_SWEEP_MS = 60_000;

/** The site's periods: its zone (the site's home market, as every day range) and its cut-off setting. */
export const periodClockOf = (settings: { affiliate_cutoff_time: string }): PeriodClock => ({
  zone: DEFAULT_TIME_ZONE,
  cutoffTime: settings.affiliate_cutoff_time,
});

export function registerAffiliates(
  app: AppInstance,
  deps: AppDeps,
  catalog: Catalog,
  media: MediaService,
): void {
  registerAffiliatePlayerCalls(app, deps, periodClockOf);
  registerReferredCalls(app, deps, catalog);
  registerAffiliateOffice(app, deps, periodClockOf);
  registerAffiliateBannersOffice(app, deps, media);
  every(
    app,
    CLOSE_SWEEP_MS,
    () => closeEveryDuePeriod(deps.database.db, deps.now(), periodClockOf),
    'affiliate periods',
  );
}

export { closeEveryDuePeriod } from './scheduler.ts';
