// Reading the catalogue as one site shows it: its enabled companies and games, in the site's order,
// without those of a suspended provider.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { casinoProviders } from '../schema.ts';
import {
  casinoCategories,
  casinoCompanies,
  casinoGames,
  casinoSiteCompanies,
  casinoSiteGames,
} from './schema.ts';

export type ListedGame = {
  sid: number;
  companyId: number;
  categoryId: number | null;
  topServiceId: number;
  title: string;
  logo: string;
  extras: string;
  openLobby: number;
  popular: boolean;
  isNew: boolean;
};

export type ListedCategory = { sid: number; name: string; games: ListedGame[] };

export type ListedCompany = {
  sid: number;
  name: string;
  logo: string;
  limitText: string;
  topServiceId: number;
  games: ListedGame[];
  categories: ListedCategory[];
};

/** A site's catalogue: companies in its order, each with its games in its order. */
export type SiteCatalogue = { companies: ListedCompany[] };

export async function loadSiteCatalogue(db: Executor, siteId: number): Promise<SiteCatalogue> {
  const [companyRows, categoryRows, gameRows] = await Promise.all([
    db
      .select({
        sid: casinoCompanies.id,
        name: casinoCompanies.name,
        logo: casinoCompanies.logo,
        limitText: casinoCompanies.limitText,
        topServiceId: casinoCompanies.topServiceId,
      })
      .from(casinoCompanies)
      .innerJoin(
        casinoSiteCompanies,
        and(eq(casinoSiteCompanies.companyId, casinoCompanies.id), eq(casinoSiteCompanies.siteId, siteId)),
      )
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoCompanies.providerId))
      .where(and(eq(casinoSiteCompanies.enabled, true), isNull(casinoProviders.suspendedAt)))
      .orderBy(asc(casinoSiteCompanies.position), asc(casinoCompanies.id)),
    db
      .select({
        sid: casinoCategories.id,
        companyId: casinoCategories.companyId,
        name: casinoCategories.name,
      })
      .from(casinoCategories)
      .orderBy(asc(casinoCategories.position), asc(casinoCategories.id)),
    db
      .select({
        sid: casinoGames.id,
        companyId: casinoGames.companyId,
        categoryId: casinoGames.categoryId,
        topServiceId: casinoCompanies.topServiceId,
        title: casinoGames.title,
        logo: casinoGames.logo,
        extras: casinoGames.extras,
        openLobby: casinoGames.openLobby,
        popular: casinoSiteGames.popular,
        isNew: casinoSiteGames.isNew,
      })
      .from(casinoGames)
      .innerJoin(casinoCompanies, eq(casinoCompanies.id, casinoGames.companyId))
      .innerJoin(
        casinoSiteGames,
        and(eq(casinoSiteGames.gameId, casinoGames.id), eq(casinoSiteGames.siteId, siteId)),
      )
      .where(eq(casinoSiteGames.enabled, true))
      .orderBy(asc(casinoSiteGames.position), asc(casinoGames.id)),
  ]);
  const companies = companyRows.map((c) => ({
    ...c,
    games: [] as ListedGame[],
    categories: [] as ListedCategory[],
  }));
  const byId = new Map(companies.map((c) => [c.sid, c]));
  const categories = new Map<number, ListedCategory>();
  for (const row of categoryRows) {
    const category = { sid: row.sid, name: row.name, games: [] };
    categories.set(row.sid, category);
    byId.get(row.companyId)?.categories.push(category);
  }
  for (const game of gameRows) {
    // A game of a company the site hides is hidden with it.
    const company = byId.get(game.companyId);
    if (!company) continue;
    company.games.push(game);
    if (game.categoryId !== null) categories.get(game.categoryId)?.games.push(game);
  }
  return { companies };
}

/** A game as opencas needs it, when the site lists it (and its company). */
export type OpenableGame = {
  sid: number;
  companyId: number;
  topServiceId: number;
  gameCode: string;
  iframe: number;
  providerId: number;
  launchUrl: string;
};

export async function findOpenableGame(
  db: Executor,
  siteId: number,
  serviceId: number,
): Promise<OpenableGame | null> {
  const [row] = await db
    .select({
      sid: casinoGames.id,
      companyId: casinoGames.companyId,
      topServiceId: casinoCompanies.topServiceId,
      gameCode: casinoGames.gameCode,
      iframe: casinoGames.iframe,
      providerId: casinoProviders.id,
      launchUrl: casinoProviders.launchUrl,
    })
    .from(casinoGames)
    .innerJoin(casinoCompanies, eq(casinoCompanies.id, casinoGames.companyId))
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoCompanies.providerId))
    .innerJoin(
      casinoSiteGames,
      and(
        eq(casinoSiteGames.gameId, casinoGames.id),
        eq(casinoSiteGames.siteId, siteId),
        eq(casinoSiteGames.enabled, true),
      ),
    )
    .innerJoin(
      casinoSiteCompanies,
      and(
        eq(casinoSiteCompanies.companyId, casinoCompanies.id),
        eq(casinoSiteCompanies.siteId, siteId),
        eq(casinoSiteCompanies.enabled, true),
      ),
    )
    .where(and(eq(casinoGames.id, serviceId), isNull(casinoProviders.suspendedAt)));
  return row ?? null;
}

/** A game's title by its provider's code, for the provider's own screens; the code when unknown. */
export async function gameTitleOf(db: Executor, gameCode: string): Promise<string> {
  const [row] = await db
    .select({ title: casinoGames.title })
    .from(casinoGames)
    .where(eq(casinoGames.gameCode, gameCode))
    .limit(1);
  return row?.title ?? gameCode;
}
