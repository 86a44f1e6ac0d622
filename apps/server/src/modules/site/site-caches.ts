import type { Bus } from '../../realtime/bus.ts';

type Invalidatable = { invalidate(): void };

/** Where a back-office edit of a site (settings, domains, logo) is told to every instance. */
const SITE_CHANNEL = 'site.changed';

/** Tells every instance sharing the bus, this one first, to read its sites and domains again. */
export function announceSiteChange(bus: Bus): void {
  bus.publish(SITE_CHANNEL, {});
}

/** Drops this app's cached sites whenever an edit is announced; returns the unsubscribe function. */
export function followSiteChanges(bus: Bus, sites: Invalidatable): () => void {
  return bus.subscribe(SITE_CHANNEL, () => sites.invalidate());
}

// Every running app's caches in this process (tests run several apps side by side, one per database).
const siteCaches = new Set<Invalidatable>();
const referenceCaches = new Set<Invalidatable>();

/** Registers one app's caches; the returned function forgets them when that app closes. */
export function trackCaches(site: Invalidatable, reference: Invalidatable): () => void {
  siteCaches.add(site);
  referenceCaches.add(reference);
  return () => {
    siteCaches.delete(site);
    referenceCaches.delete(reference);
  };
}

/** Drops every app's cached sites and domains in this process (test fixtures writing sites directly). */
export function invalidateSiteCache(): void {
  for (const cache of siteCaches) cache.invalidate();
}

/** Drops the cached languages, countries and currencies. */
export function invalidateReferenceCache(): void {
  for (const cache of referenceCaches) cache.invalidate();
}
