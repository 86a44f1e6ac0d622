// One company's games for the back office, a page at a time: an aggregator's company brings
// thousands, too many to answer with the provider list.
import {
  type CasinoCompanyGamesAnswer,
  COMPANY_GAMES_PAGE_SIZE,
} from '@bet/domain/api/admin/casino-providers';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { containingPattern } from '../../../db/sql-values.ts';
import { notFound } from '../../../http/errors.ts';
import { casinoCompanies, casinoGames } from '../catalogue/schema.ts';

/** How many games each company has, by company id; a company without games is not in it. */
export async function gameCountsByCompany(db: Executor): Promise<Map<number, number>> {
  const counts = await db
    .select({ companyId: casinoGames.companyId, games: count() })
    .from(casinoGames)
    .groupBy(casinoGames.companyId);
  return new Map(counts.map((c) => [c.companyId, c.games]));
}

/**
 * The condition on casino_games for the company's games whose code or title holds `search`, in any
 * case; not found when there is no such company.
 */
export async function companyGamesMatching(db: Executor, companyId: number, search: string) {
  const [company] = await db
    .select({ id: casinoCompanies.id })
    .from(casinoCompanies)
    .where(eq(casinoCompanies.id, companyId));
  if (!company) throw notFound();
  const pattern = containingPattern(search.trim());
  return and(
    eq(casinoGames.companyId, companyId),
    search.trim() ? or(ilike(casinoGames.gameCode, pattern), ilike(casinoGames.title, pattern)) : undefined,
  );
}

/** The page (from 1) of the company's games by id whose code or title holds `search`, in any case. */
export async function companyGamesPage(
  db: Executor,
  companyId: number,
  search: string,
  page: number,
): Promise<Omit<CasinoCompanyGamesAnswer, 'status'>> {
  const matching = await companyGamesMatching(db, companyId, search);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: casinoGames.id,
        gameCode: casinoGames.gameCode,
        title: casinoGames.title,
        iframe: casinoGames.iframe,
      })
      .from(casinoGames)
      .where(matching)
      .orderBy(asc(casinoGames.id))
      .limit(COMPANY_GAMES_PAGE_SIZE)
      .offset((page - 1) * COMPANY_GAMES_PAGE_SIZE),
    db.select({ total: count() }).from(casinoGames).where(matching),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
