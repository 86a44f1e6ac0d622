export { isValidTurkishIdentityNumber } from './identity-number.ts';
export {
  en,
  isMessageKey,
  type MessageKey,
  type MessageLanguage,
  type MessageParams,
  messages,
  tr,
  translate,
} from './messages/index.ts';
export { AmountError, formatMoney, MAX_AMOUNT_MINOR, toMajor, toMinor } from './money.ts';
export {
  type Country,
  countries,
  countryById,
  countryByIso,
  DEFAULT_COUNTRY_ID,
  DEFAULT_PHONE_CODE,
} from './reference/countries.ts';
export {
  CURRENCY_CODES,
  type Currency,
  type CurrencyCode,
  currencies,
  currencyByCode,
  currencyCodeSchema,
  currencySymbol,
  DEFAULT_CURRENCY,
  isCurrencyCode,
} from './reference/currencies.ts';
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_CODES,
  type Language,
  type LanguageCode,
  languageByCode,
  languageCodeSchema,
  languages,
  toLanguageCode,
} from './reference/languages.ts';
export {
  DEFAULT_SITE_SETTINGS,
  PRIVATE_SITE_SETTING_KEYS,
  type PublicSiteSettings,
  publicSiteSettings,
  resolveSiteSettings,
  type SiteSettings,
  siteSettingsPatchSchema,
  siteSettingsSchema,
  THEMES,
  type Theme,
  themeSchema,
} from './site-settings.ts';
