import type { CountryEntry, CurrencyEntry, LanguageEntry } from '@bet/domain/api/site';
import { cachedValue } from '../../db/cached-value.ts';
import type { Executor } from '../../db/client.ts';
import { listActiveCurrencies, listActiveLanguages, listCountries } from './reference-repo.ts';
import type { CountryRow, CurrencyRow, LanguageRow } from './schema.ts';

/** Reference lists change only by an operator's edit; instances that were not told catch up within this. */
export const REFERENCE_CACHE_TTL_MS = 10 * 60_000;

export const presentLanguage = (row: LanguageRow): LanguageEntry => ({
  id: row.sort,
  code: row.code,
  icon: row.flag,
  directory: row.dir === 'rtl' ? 'rtl' : 'ltr',
  lang: row.code,
  text: row.nativeName,
  status: row.status,
});

export const presentCountry = (row: CountryRow): CountryEntry => ({
  id: row.id,
  iso: row.iso,
  nicename: row.nicename,
  phonecode: row.phonecode,
});

export const presentCurrency = (row: CurrencyRow): CurrencyEntry => ({
  code: row.code,
  symbol: row.symbol,
  name: row.name,
});

// The two databases sort text by different collations; sorting here gives every instance the same order.
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortByNicename = (entries: CountryEntry[]) =>
  entries.sort((a, b) => byName.compare(a.nicename, b.nicename));

export type ReferenceLists = {
  languages(): Promise<LanguageEntry[]>;
  countries(): Promise<CountryEntry[]>;
  currencies(): Promise<CurrencyEntry[]>;
  invalidate(): void;
};

/** The reference lists as presented, read from the tables and kept in memory. */
export function createReferenceLists(
  db: Executor,
  now: () => Date,
  ttlMs = REFERENCE_CACHE_TTL_MS,
): ReferenceLists {
  const languages = cachedValue(async () => (await listActiveLanguages(db)).map(presentLanguage), now, ttlMs);
  const countries = cachedValue(
    async () => sortByNicename((await listCountries(db)).map(presentCountry)),
    now,
    ttlMs,
  );
  const currencies = cachedValue(
    async () => (await listActiveCurrencies(db)).map(presentCurrency),
    now,
    ttlMs,
  );
  return {
    languages: languages.get,
    countries: countries.get,
    currencies: currencies.get,
    invalidate() {
      languages.invalidate();
      countries.invalidate();
      currencies.invalidate();
    },
  };
}
