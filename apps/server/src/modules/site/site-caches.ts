type Invalidatable = { invalidate(): void };

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

/** Drops the cached sites and domains so the next request reads them again (after a back-office edit). */
export function invalidateSiteCache(): void {
  for (const cache of siteCaches) cache.invalidate();
}

/** Drops the cached languages, countries and currencies. */
export function invalidateReferenceCache(): void {
  for (const cache of referenceCaches) cache.invalidate();
}
