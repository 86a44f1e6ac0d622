// The site module's service surface for other modules.

export type { CountryEntry, CurrencyEntry, LanguageEntry } from '@bet/domain/api/site';
export { listActiveCurrencies, listActiveLanguages, listCountries } from './reference-repo.ts';
export { registerSite } from './routes.ts';
export type { CountryRow, CurrencyRow, LanguageRow, SiteRow } from './schema.ts';
export { seedSiteData } from './seed.ts';
export { storeSiteLogo } from './site-assets.ts';
export { announceSiteChange, invalidateReferenceCache, invalidateSiteCache } from './site-caches.ts';
export { normalizeHost, SITE_CACHE_TTL_MS, siteContextOf } from './site-directory.ts';
export { addSiteDomain, listSiteDomains, removeSiteDomain } from './site-domains.ts';
export { findDefaultSite, loadAllSites, loadSiteSettings, patchSiteSettings } from './sites-repo.ts';
