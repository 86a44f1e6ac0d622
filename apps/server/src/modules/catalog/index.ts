// The catalogue module's surface for other modules (betting reads matches and prices here).
import type { Catalog } from './catalog-service.ts';

export { type Catalog, createCatalog } from './catalog-service.ts';
export type { CatalogMatch } from './catalog-store.ts';
export { findMatchTeams } from './match-teams.ts';
export { registerCatalog } from './routes.ts';
export type { StoredMarket, StoredOutcome } from './schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: Catalog;
  }
}
