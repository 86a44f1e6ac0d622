import { describe, expect, it } from 'vitest';
import { i18n, loadAreas } from './i18n.ts';

describe('catalogue loading', () => {
  it('loads an area of the default language from the list it starts with', async () => {
    expect(i18n.language).toBe('tr');
    await loadAreas(['results']);
    expect(i18n.t('results.title', { lng: 'tr' })).toBe('Sonuçlar');
  });

  it("loads another language's area through the list of every language's files", async () => {
    await i18n.changeLanguage('en');
    await loadAreas(['results']);
    expect(i18n.t('results.title', { lng: 'en' })).toBe('Results');
  });

  it('refuses an area that has no catalogue file', async () => {
    await expect(loadAreas(['no-such-area'])).rejects.toThrow('no catalogue en/no-such-area');
  });
});
