// What the site calls take and answer (spec 000 section 3): zod schemas, the one source of these types.
import { z } from 'zod';
import { PRIVATE_SITE_SETTING_KEYS, siteSettingsSchema } from '../site-settings.ts';
import { resultsAnswer } from './common.ts';
import { callBody, text } from './fields.ts';

// A host name as browsers give it (IDNs in punycode), optionally with scheme and port.
const domain = text(300).regex(/^[A-Za-z0-9._\-:[\]/]*$/);
/** The settings fetch's query: the site by domain, else by the request's host. */
export const settingsQuery = callBody({ domain: domain.optional() });
export type SettingsQuery = z.input<typeof settingsQuery>;

/** The reference lists (getLanguages, countries, currencies) take no fields of their own. */
export const referenceListRequest = callBody({});

/** The site's settings as they leave the server: the private ones (SMTP) never do. */
export const publicSiteSettingsSchema = siteSettingsSchema.omit(
  Object.fromEntries(PRIVATE_SITE_SETTING_KEYS.map((key) => [key, true])) as {
    [K in (typeof PRIVATE_SITE_SETTING_KEYS)[number]]: true;
  },
);

/** The settings fetch's answer; only public settings leave the server. */
export const settingsResponse = z.object({
  status: z.literal(true),
  settings: publicSiteSettingsSchema,
  /** The API base the client should use; '' means this same origin. */
  new_site_api: z.string(),
  version: z.number(),
  mobileCss: z.string(),
  generalJs: z.string(),
  serverid: z.string(),
  operatorId: z.number(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** A language the site offers (getLanguages). */
export const languageEntry = z.object({
  id: z.number(),
  code: z.string(),
  /** Public path of the flag, e.g. /flags/tr.svg. */
  icon: z.string(),
  directory: z.enum(['ltr', 'rtl']),
  lang: z.string(),
  /** The language's name for itself. */
  text: z.string(),
  status: z.number(),
});
export type LanguageEntry = z.infer<typeof languageEntry>;

/** A country of the reference list (countries). */
export const countryEntry = z.object({
  id: z.number(),
  iso: z.string(),
  nicename: z.string(),
  phonecode: z.number(),
});
export type CountryEntry = z.infer<typeof countryEntry>;

/** A currency the site offers (currencies). */
export const currencyEntry = z.object({ code: z.string(), symbol: z.string(), name: z.string() });
export type CurrencyEntry = z.infer<typeof currencyEntry>;

export const languagesAnswer = resultsAnswer(languageEntry);
export type LanguagesAnswer = z.infer<typeof languagesAnswer>;
export const countriesAnswer = resultsAnswer(countryEntry);
export type CountriesAnswer = z.infer<typeof countriesAnswer>;
export const currenciesAnswer = resultsAnswer(currencyEntry);
export type CurrenciesAnswer = z.infer<typeof currenciesAnswer>;
