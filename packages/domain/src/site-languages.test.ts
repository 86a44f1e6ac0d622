import { describe, expect, it } from 'vitest';
import { languagesProblem, offeredLanguages } from './site-languages.ts';
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings, siteSettingsPatchSchema } from './site-settings.ts';

describe('the languages a site offers', () => {
  it('are all of them by default', () => {
    expect(offeredLanguages(DEFAULT_SITE_SETTINGS).size).toBe(20);
    expect(languagesProblem(DEFAULT_SITE_SETTINGS)).toBeNull();
  });

  it('are the enabled ones, the default language always among them', () => {
    const settings = { default_language: 'tr', languages_enabled: ['en', 'de'] } as const;
    expect([...offeredLanguages(settings)].sort()).toEqual(['de', 'en', 'tr']);
  });

  it('may not leave out the default language', () => {
    expect(languagesProblem({ default_language: 'tr', languages_enabled: ['en'] })).toBe(
      'defaultLanguageDisabled',
    );
    expect(languagesProblem({ default_language: 'tr', languages_enabled: [] })).toBe(
      'defaultLanguageDisabled',
    );
    expect(languagesProblem({ default_language: 'en', languages_enabled: ['en'] })).toBeNull();
  });

  it('are stored as known codes only; a bad stored list falls back to all', () => {
    expect(siteSettingsPatchSchema.safeParse({ languages_enabled: ['tr', 'xx'] }).success).toBe(false);
    expect(resolveSiteSettings({ languages_enabled: 'tr' }).languages_enabled).toHaveLength(20);
    expect(resolveSiteSettings({ languages_enabled: ['tr', 'en'] }).languages_enabled).toEqual(['tr', 'en']);
  });
});
