// What the site calls answer (spec 000 section 3): zod schemas, the one source of these types.
import { z } from 'zod';
import { PRIVATE_SITE_SETTING_KEYS, siteSettingsSchema } from '../site-settings.ts';

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
