// What a site lists: switching companies and games on or off, their order and Home tabs. Whoever
// changes a listing announces it (announceCatalogueChange) so every instance reads it again.
import type { Executor } from '../../../db/client.ts';
import { casinoSiteCompanies, casinoSiteGames } from './schema.ts';

export type CompanyListing = { enabled?: boolean; position?: number };
export type GameListing = CompanyListing & { popular?: boolean; isNew?: boolean };

/**
 * Changes the given fields of a company's listing on a site, adding the listing if missing: unlisted
 * unless the change lists it, so giving an unlisted one an order does not show it to players.
 */
export async function setCompanyListing(
  db: Executor,
  siteId: number,
  companyId: number,
  listing: CompanyListing,
): Promise<void> {
  const insert = db
    .insert(casinoSiteCompanies)
    .values({ siteId, companyId, ...listing, enabled: listing.enabled ?? false });
  await (Object.keys(listing).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [casinoSiteCompanies.siteId, casinoSiteCompanies.companyId],
        set: listing,
      }));
}

/** Changes the given fields of a game's listing on a site, adding the listing (unlisted unless the change lists it) if missing. */
export async function setGameListing(
  db: Executor,
  siteId: number,
  gameId: number,
  listing: GameListing,
): Promise<void> {
  const insert = db
    .insert(casinoSiteGames)
    .values({ siteId, gameId, ...listing, enabled: listing.enabled ?? false });
  await (Object.keys(listing).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: [casinoSiteGames.siteId, casinoSiteGames.gameId], set: listing }));
}
