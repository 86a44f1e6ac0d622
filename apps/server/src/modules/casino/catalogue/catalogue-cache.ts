// Each site's catalogue kept in memory: loaded on first use, dropped on every instance when a change
// is announced on the bus (and when this instance hears the bus again after a drop, since an
// announcement may have been lost meanwhile). The answers do not depend on the language.
import { type CachedValue, cachedValue } from '../../../db/cached-value.ts';
import type { Executor } from '../../../db/client.ts';
import type { Bus } from '../../../realtime/bus.ts';
import { loadSiteCatalogue, type SiteCatalogue } from './catalogue-repo.ts';

const CHANNEL = 'casino.catalogue.changed';
/** A backstop only: changes are announced. */
const CATALOGUE_CACHE_MS = 5 * 60 * 1000;

/** Tells every instance sharing the bus, this one first, to read the catalogue again. */
export function announceCatalogueChange(bus: Bus): void {
  bus.publish(CHANNEL, {});
}

export type CatalogueCache = {
  of(siteId: number): Promise<SiteCatalogue>;
  close(): void;
};

export function createCatalogueCache(db: Executor, now: () => Date, bus: Bus): CatalogueCache {
  const sites = new Map<number, CachedValue<SiteCatalogue>>();
  const dropAll = () => {
    for (const site of sites.values()) site.invalidate();
  };
  const unfollow = bus.subscribe(CHANNEL, dropAll);
  const unhear = bus.onHearing((hearing) => {
    if (hearing) dropAll();
  });
  return {
    of(siteId) {
      let site = sites.get(siteId);
      if (!site) {
        site = cachedValue(() => loadSiteCatalogue(db, siteId), now, CATALOGUE_CACHE_MS);
        sites.set(siteId, site);
      }
      return site.get();
    },
    close() {
      unfollow();
      unhear();
    },
  };
}
