// The catalogue module's surface for other modules (betting reads matches and prices here).
import type { Catalog } from './catalog-service.ts';

export { matchSuspended } from './api-shapes.ts';
export { sportTitle } from './catalog-queries.ts';
export { CATALOG_CHANNEL, type Catalog, createCatalog } from './catalog-service.ts';
export type { CatalogEvent, CatalogMatch, CatalogStore } from './catalog-store.ts';
export {
  findDecidedResult,
  findMatchRecords,
  lockMatchResult,
  type MatchResultRow,
  replaceMatchResult,
} from './match-records.ts';
export { findMatchTeams } from './match-teams.ts';
export { type CatalogNames, categoryTitle } from './names.ts';
export { registerCatalog } from './routes.ts';
export type { StoredMarket, StoredOutcome } from './schema.ts';
export { registerMatchStats } from './stats-routes.ts';
export { matchExists } from './tv-repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}
