// What the site calls answer (spec 000 section 3): types only, shared by the server and the web app.
import type { PublicSiteSettings } from '../site-settings.ts';

/** The settings fetch's answer; only public settings leave the server. */
export type SettingsResponse = {
  status: true;
  settings: PublicSiteSettings;
  /** The API base the client should use; '' means this same origin. */
  new_site_api: string;
  version: number;
  mobileCss: string;
  generalJs: string;
  serverid: string;
  operatorId: number;
};

/** A language the site offers (getLanguages). */
export type LanguageEntry = {
  id: number;
  code: string;
  /** Public path of the flag, e.g. /flags/tr.svg. */
  icon: string;
  directory: 'ltr' | 'rtl';
  lang: string;
  /** The language's name for itself. */
  text: string;
  status: number;
};

/** A country of the reference list (countries). */
export type CountryEntry = { id: number; iso: string; nicename: string; phonecode: number };

/** A currency the site offers (currencies). */
export type CurrencyEntry = { code: string; symbol: string; name: string };
