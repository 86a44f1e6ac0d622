// Country and region names in the site's language from the runtime's CLDR data (Intl.DisplayNames),
// so registration, the profile and the sportsbook's categories read alike in all 20 languages.
import { countryById } from './countries.ts';
import { type LanguageCode, languageByCode, toLanguageCode } from './languages.ts';

const regionNames = new Map<LanguageCode, Intl.DisplayNames | null>();

function namesIn(lang: LanguageCode): Intl.DisplayNames | null {
  let names = regionNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([languageByCode(lang).locale], { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without region names (a small-ICU build) falls back to the stored names.
      names = null;
    }
    regionNames.set(lang, names);
  }
  return names;
}

/** A region's name (ISO 3166 alpha-2 or UN M49 code, any case); undefined where the runtime has none. */
export function regionName(code: string, lang: LanguageCode): string | undefined {
  try {
    return namesIn(lang)?.of(code.toUpperCase()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A country of the reference list by its name in the site language, else the list's English name. */
export function countryName(country: { iso: string; nicename: string }, lang: LanguageCode): string {
  return regionName(country.iso, lang) ?? country.nicename;
}

/** The name of the country with this reference id in the site language; undefined for none or an unknown id. */
export function countryNameById(id: number | null, lang: LanguageCode): string | undefined {
  const country = id === null ? undefined : countryById(id);
  return country && countryName(country, lang);
}

/** The countries as select options (value: id), sorted by name in the site language. */
export function countryOptions(
  list: readonly { id: number; iso: string; nicename: string }[],
  lang: LanguageCode,
): { value: string; label: string }[] {
  const collator = new Intl.Collator(languageByCode(lang).locale);
  return list
    .map((country) => ({ value: String(country.id), label: countryName(country, lang) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

// England has a flag of its own in football but no region code; CLDR names only whole countries.
const ENGLAND: Record<LanguageCode, string> = {
  aa: 'إنجلترا',
  az: 'İngiltərə',
  cw: '英格兰',
  de: 'England',
  el: 'Αγγλία',
  en: 'England',
  es: 'Inglaterra',
  fa: 'انگلستان',
  fr: 'Angleterre',
  hr: 'Engleska',
  iq: 'ئینگلتەرا',
  it: 'Inghilterra',
  kr: '잉글랜드',
  nl: 'Engeland',
  pl: 'Anglia',
  pt: 'Inglaterra',
  ru: 'Англия',
  sq: 'Anglia',
  sr: 'Engleska',
  tr: 'İngiltere',
};

/** UN M49 codes of the catalogue's areas that are no country: Europe (flag 'eu'), the world ('int'). */
const AREA_CODES: Record<string, { code: string; name: string }> = {
  eu: { code: '150', name: 'Europe' },
  int: { code: '001', name: 'International' },
};

const capitalised = (text: string, lang: LanguageCode): string =>
  text.charAt(0).toLocaleUpperCase(languageByCode(lang).locale) + text.slice(1);

/**
 * A sportsbook category in the language the request names (our code or the API's, English when unknown):
 * a country by its flag, Europe and International as regions, England by name; a category that is no
 * place (ATP, a cup) keeps its own name.
 */
export function categoryName(category: { name: string; flag: string }, requestLang: string): string {
  const lang = toLanguageCode(requestLang) ?? 'en';
  const { name, flag } = category;
  if (flag === 'gb' && name === 'England') return ENGLAND[lang];
  const area = AREA_CODES[flag];
  if (area) {
    const areaName = area.name === name ? regionName(area.code, lang) : undefined;
    return areaName ? capitalised(areaName, lang) : name;
  }
  return /^[a-z]{2}$/.test(flag) ? (regionName(flag, lang) ?? name) : name;
}
