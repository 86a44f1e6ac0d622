/**
 * Countries, reproducing the classic `country` SQL table (239 rows: id, iso, name, nicename, iso3,
 * numcode, phonecode) row for row, because the spec's client and stored user records refer to countries
 * by that table's ids: registration defaults to id 218 (TR) with phone code 90.
 *
 * `name` is always `nicename` upper-cased in that table, so it is derived rather than stored twice.
 * Deliberate fixes to the dump (ids unchanged), because these values are shown to or dialled by players:
 * - 50 Congo, the Democratic Republic of the: phonecode 242 -> 243
 * - 176 Romania: iso3 ROM -> ROU
 * - 177 Russian Federation: phonecode 70 -> 7
 * - 219 Turkmenistan: phonecode 7370 -> 993
 * - 234 Virgin Islands, U.S.: nicename "U.s." -> "U.S."
 */
import { COUNTRY_ROWS } from './country-rows.ts';

export type Country = {
  id: number;
  /** ISO 3166-1 alpha-2. */
  iso: string;
  /** Upper-case English name. */
  name: string;
  nicename: string;
  iso3: string | null;
  numcode: number | null;
  /** International dialling code without the plus sign; 0 where none exists. */
  phonecode: number;
};

export const DEFAULT_COUNTRY_ID = 218;
export const DEFAULT_PHONE_CODE = 90;

export const countries: readonly Country[] = COUNTRY_ROWS.map(
  ([id, iso, nicename, iso3, numcode, phonecode]) => ({
    id,
    iso,
    name: nicename.toUpperCase(),
    nicename,
    iso3,
    numcode,
    phonecode,
  }),
);

const byId = new Map(countries.map((country) => [country.id, country]));
const byIso = new Map(countries.map((country) => [country.iso, country]));

export function countryById(id: number): Country | undefined {
  return byId.get(id);
}

/** Looks a country up by its two-letter code, in any letter case. */
export function countryByIso(iso: string): Country | undefined {
  return byIso.get(iso.toUpperCase());
}
