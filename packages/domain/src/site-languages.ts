// Which of the languages every site shares one site offers its players (spec 002 §6 "languages").
import type { LanguageCode } from './reference/languages.ts';

/** The two settings of a site's languages (site-settings.ts). */
type LanguageSettings = { languages_enabled: readonly LanguageCode[]; default_language: LanguageCode };

/** The site's enabled languages; its default one always among them, whatever was stored. */
export function offeredLanguages(settings: LanguageSettings): ReadonlySet<LanguageCode> {
  return new Set([...settings.languages_enabled, settings.default_language]);
}

/** Why these settings cannot be saved, or null: the default language may not be switched off. */
export function languagesProblem(settings: LanguageSettings): 'defaultLanguageDisabled' | null {
  return settings.languages_enabled.includes(settings.default_language) ? null : 'defaultLanguageDisabled';
}
