import { resolveSiteSettings } from '@bet/domain';
import { cachedValue } from '../../db/cached-value.ts';
import type { Executor } from '../../db/client.ts';
import type { SiteContext } from '../../http/request-context.ts';
import type { SiteRow } from './schema.ts';
import { loadAllSites } from './sites-repo.ts';

/** How long a site or domain edit may take to reach an instance that was not told (see invalidateSiteCache). */
export const SITE_CACHE_TTL_MS = 30_000;

type Snapshot = {
  byId: Map<number, SiteContext>;
  byDomain: Map<string, SiteContext>;
  fallback: SiteContext;
};

/** Sites by host, served from memory and reloaded at most every SITE_CACHE_TTL_MS. */
export type SiteDirectory = {
  /** The site a host belongs to; unknown hosts get the default site. */
  byHost(host: string | undefined): Promise<SiteContext>;
  byId(id: number): Promise<SiteContext | null>;
  invalidate(): void;
};

/** `Example.COM:8080` -> `example.com`; `[::1]:3000` -> `::1`; a trailing dot is dropped. */
export function normalizeHost(host: string | undefined): string {
  if (!host) return '';
  let h = host.trim().toLowerCase();
  if (h.includes('://')) h = h.slice(h.indexOf('://') + 3);
  h = h.split('/')[0] ?? '';
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(1, end) : h;
  }
  const colon = h.indexOf(':');
  if (colon >= 0 && h.indexOf(':', colon + 1) < 0) h = h.slice(0, colon);
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

export function siteContextOf(row: SiteRow): SiteContext {
  return {
    id: row.id,
    operatorId: row.operatorId,
    platform: row.isDefault,
    version: row.settingsVersion,
    settings: resolveSiteSettings(row.settings),
  };
}

async function loadSnapshot(db: Executor): Promise<Snapshot> {
  const { sites, domains } = await loadAllSites(db);
  const byId = new Map(sites.map((row) => [row.id, siteContextOf(row)]));
  const defaultRow = sites.find((row) => row.isDefault) ?? sites[0];
  const fallback = defaultRow ? byId.get(defaultRow.id) : undefined;
  if (!fallback) throw new Error('no site configured: the base seed has not run');
  const byDomain = new Map<string, SiteContext>();
  for (const { domain, siteId } of domains) {
    const site = byId.get(siteId);
    if (site) byDomain.set(normalizeHost(domain), site);
  }
  return { byId, byDomain, fallback };
}

export function createSiteDirectory(db: Executor, now: () => Date, ttlMs = SITE_CACHE_TTL_MS): SiteDirectory {
  const snapshot = cachedValue(() => loadSnapshot(db), now, ttlMs);
  return {
    async byHost(host) {
      const s = await snapshot.get();
      return s.byDomain.get(normalizeHost(host)) ?? s.fallback;
    },
    async byId(id) {
      return (await snapshot.get()).byId.get(id) ?? null;
    },
    invalidate: snapshot.invalidate,
  };
}
