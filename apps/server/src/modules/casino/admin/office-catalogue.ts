// The whole catalogue as a site's back office edits it: every company and game, listed or not, with
// the site's listing of each (a missing listing is an unlisted one), in the site's order.
import type { ListedCompanyRow, ListedGameRow } from '@bet/domain/api/admin/casino';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { casinoCompanies, casinoGames, casinoSiteCompanies, casinoSiteGames } from '../catalogue/schema.ts';
import { casinoProviders } from '../schema.ts';

/** Unlisted ones sort after the listed, by id; they show the position a new listing gets (0). */
const UNLISTED_LAST = 2_147_483_647;

export async function officeCatalogue(db: Executor, siteId: number): Promise<ListedCompanyRow[]> {
  const companyPosition = sql<number>`coalesce(${casinoSiteCompanies.position}, ${UNLISTED_LAST})`;
  const gamePosition = sql<number>`coalesce(${casinoSiteGames.position}, ${UNLISTED_LAST})`;
  const [companies, games] = await Promise.all([
    db
      .select({
        id: casinoCompanies.id,
        name: casinoCompanies.name,
        logo: casinoCompanies.logo,
        enabled: sql<boolean>`coalesce(${casinoSiteCompanies.enabled}, false)`,
        position: sql<number>`coalesce(${casinoSiteCompanies.position}, 0)`,
        suspended: sql<boolean>`${casinoProviders.suspendedAt} is not null`,
      })
      .from(casinoCompanies)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoCompanies.providerId))
      .leftJoin(
        casinoSiteCompanies,
        and(eq(casinoSiteCompanies.companyId, casinoCompanies.id), eq(casinoSiteCompanies.siteId, siteId)),
      )
      .orderBy(asc(companyPosition), asc(casinoCompanies.id)),
    db
      .select({
        id: casinoGames.id,
        companyId: casinoGames.companyId,
        title: casinoGames.title,
        logo: casinoGames.logo,
        enabled: sql<boolean>`coalesce(${casinoSiteGames.enabled}, false)`,
        position: sql<number>`coalesce(${casinoSiteGames.position}, 0)`,
        popular: sql<boolean>`coalesce(${casinoSiteGames.popular}, false)`,
        isNew: sql<boolean>`coalesce(${casinoSiteGames.isNew}, false)`,
      })
      .from(casinoGames)
      .leftJoin(
        casinoSiteGames,
        and(eq(casinoSiteGames.gameId, casinoGames.id), eq(casinoSiteGames.siteId, siteId)),
      )
      .orderBy(asc(gamePosition), asc(casinoGames.id)),
  ]);
  const rows = companies.map((c) => ({ ...c, position: Number(c.position), games: [] as ListedGameRow[] }));
  const byId = new Map(rows.map((c) => [c.id, c]));
  for (const game of games)
    byId.get(game.companyId)?.games.push({ ...game, position: Number(game.position) });
  return rows;
}

/** Sets a company's or game's logo (every site's); false when there is no such one. */
export async function setCatalogueLogo(
  db: Executor,
  target: 'company' | 'game',
  id: number,
  logo: string,
): Promise<boolean> {
  const table = target === 'company' ? casinoCompanies : casinoGames;
  const updated = await db.update(table).set({ logo }).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length > 0;
}

/** Whether the company or game exists at all (the listing calls add a listing for it). */
export async function catalogueHas(db: Executor, target: 'company' | 'game', id: number): Promise<boolean> {
  const table = target === 'company' ? casinoCompanies : casinoGames;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}
