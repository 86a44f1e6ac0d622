import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type CountryRow,
  type CurrencyRow,
  countries,
  currencies,
  type LanguageRow,
  languages,
} from './schema.ts';

/** Languages offered to players, in picker order. */
export function listActiveLanguages(db: Executor): Promise<LanguageRow[]> {
  return db
    .select()
    .from(languages)
    .where(eq(languages.status, 1))
    .orderBy(asc(languages.sort), asc(languages.code));
}

/** By id; callers showing them sort by name in the reader's collation (see reference-lists). */
export function listCountries(db: Executor): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.id));
}

/** Currencies a player may hold, by code. */
export function listActiveCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db.select().from(currencies).where(eq(currencies.status, 1)).orderBy(asc(currencies.code));
}
