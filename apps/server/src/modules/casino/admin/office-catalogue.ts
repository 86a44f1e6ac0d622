// The whole catalogue as a site's back office edits it: every company, listed or not, with the
// site's listing of it and its game counts, in the site's order; and a company's games a page at a
// time with the site's listing of each (a missing listing is an unlisted one).
import type { CasinoListingGamesAnswer, ListedCompanyRow } from '@bet/domain/api/admin/casino';
import { COMPANY_GAMES_PAGE_SIZE } from '@bet/domain/api/admin/casino-providers';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { casinoCompanies, casinoGames, casinoSiteCompanies, casinoSiteGames } from '../catalogue/schema.ts';
import { casinoProviders } from '../schema.ts';
import { companyGamesMatching } from './company-games.ts';

/** Unlisted ones sort after the listed, by id; they show the position a new listing gets (0). */
const UNLISTED_LAST = 2_147_483_647;

export async function officeCatalogue(db: Executor, siteId: number): Promise<ListedCompanyRow[]> {
  const companyPosition = sql<number>`coalesce(${casinoSiteCompanies.position}, ${UNLISTED_LAST})`;
  const games = db
    .select({
      companyId: casinoGames.companyId,
      total: count().as('total'),
      listed: sql<number>`count(*) filter (where ${casinoSiteGames.enabled})`.as('listed'),
    })
    .from(casinoGames)
    .leftJoin(
      casinoSiteGames,
      and(eq(casinoSiteGames.gameId, casinoGames.id), eq(casinoSiteGames.siteId, siteId)),
    )
    .groupBy(casinoGames.companyId)
    .as('games');
  const rows = await db
    .select({
      id: casinoCompanies.id,
      name: casinoCompanies.name,
      logo: casinoCompanies.logo,
      enabled: sql<boolean>`coalesce(${casinoSiteCompanies.enabled}, false)`,
      position: sql<number>`coalesce(${casinoSiteCompanies.position}, 0)`,
      suspended: sql<boolean>`${casinoProviders.suspendedAt} is not null`,
      gameCount: sql<number>`coalesce(${games.total}, 0)`,
      listedCount: sql<number>`coalesce(${games.listed}, 0)`,
    })
    .from(casinoCompanies)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoCompanies.providerId))
    .leftJoin(
      casinoSiteCompanies,
      and(eq(casinoSiteCompanies.companyId, casinoCompanies.id), eq(casinoSiteCompanies.siteId, siteId)),
    )
    .leftJoin(games, eq(games.companyId, casinoCompanies.id))
    .orderBy(asc(companyPosition), asc(casinoCompanies.id));
  return rows.map((c) => ({
    ...c,
    position: Number(c.position),
    gameCount: Number(c.gameCount),
    listedCount: Number(c.listedCount),
  }));
}

/** The page (from 1) of a company's games whose code or title holds `search`, in the site's order. */
export async function listingGamesPage(
  db: Executor,
  siteId: number,
  request: { companyId: number; search: string; page: number },
): Promise<Omit<CasinoListingGamesAnswer, 'status'>> {
  const matching = await companyGamesMatching(db, request.companyId, request.search);
  const listing = and(eq(casinoSiteGames.gameId, casinoGames.id), eq(casinoSiteGames.siteId, siteId));
  const [rows, [counted]] = await Promise.all([
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
      .leftJoin(casinoSiteGames, listing)
      .where(matching)
      .orderBy(sql`coalesce(${casinoSiteGames.position}, ${UNLISTED_LAST})`, asc(casinoGames.id))
      .limit(COMPANY_GAMES_PAGE_SIZE)
      .offset((request.page - 1) * COMPANY_GAMES_PAGE_SIZE),
    db.select({ total: count() }).from(casinoGames).where(matching),
  ]);
  return { rows: rows.map((g) => ({ ...g, position: Number(g.position) })), total: counted?.total ?? 0 };
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
