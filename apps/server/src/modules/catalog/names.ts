// Names of sports, countries, leagues and teams, read once and again when the feed says so.
import { categoryName } from '@bet/domain/reference/country-names';
import type { Executor } from '../../db/client.ts';
import { categories, sports, teams, tournaments } from './schema.ts';

export type CatalogNames = {
  sports: Map<number, { name: string; nameTr: string; sort: number }>;
  categories: Map<number, { name: string; flag: string }>;
  tournaments: Map<number, { name: string; priority: number; categoryId: number }>;
  teams: Map<number, string>;
};

export async function loadNames(db: Executor): Promise<CatalogNames> {
  const [s, c, t, tm] = await Promise.all([
    db.select().from(sports),
    db.select().from(categories),
    db.select().from(tournaments),
    db.select({ id: teams.id, name: teams.name }).from(teams),
  ]);
  return {
    sports: new Map(s.map((r) => [r.id, { name: r.name, nameTr: r.nameTr, sort: r.sort }])),
    categories: new Map(c.map((r) => [r.id, { name: r.name, flag: r.flag }])),
    tournaments: new Map(
      t.map((r) => [r.id, { name: r.name, priority: r.priority, categoryId: r.categoryId }]),
    ),
    teams: new Map(tm.map((r) => [r.id, r.name])),
  };
}

/** A category's name in the request's language: a country's follows the site language (CLDR region names). */
export function categoryTitle(names: CatalogNames, categoryId: number, lang: string): string {
  const category = names.categories.get(categoryId);
  return category ? categoryName(category, lang) : '';
}
