import { describe, expect, it } from 'vitest';
import { countries, countryById } from './countries.ts';
import { categoryName, countryName, countryNameById, countryOptions, regionName } from './country-names.ts';
import { LANGUAGE_CODES } from './languages.ts';

const turkey = countryById(218);
if (!turkey) throw new Error('no country 218');

describe('country names in the site language', () => {
  it.each([
    ['tr', 'Türkiye'],
    ['de', 'Türkei'],
    ['fr', 'Turquie'],
    ['aa', 'تركيا'],
    ['cw', '土耳其'],
    ['kr', '튀르키예'],
    ['iq', 'تورکیا'],
    ['sr', 'Turska'],
    ['ru', 'Турция'],
  ] as const)('%s calls TR %s', (lang, name) => {
    expect(countryName(turkey, lang)).toBe(name);
  });

  it('names every country of the list in every site language from the region names', () => {
    const unnamed = LANGUAGE_CODES.flatMap((lang) =>
      countries.filter((c) => regionName(c.iso, lang) === undefined).map((c) => `${lang}:${c.iso}`),
    );
    // CLDR's Sorani data lacks a territory or two (Node 20: the British Indian Ocean Territory); they keep
    // the list's English name.
    expect(unnamed.length).toBeLessThan(5);
    expect(countryName({ iso: 'IO', nicename: 'British Indian Ocean Territory' }, 'iq')).toBe(
      'British Indian Ocean Territory',
    );
  });

  it('names a country by its reference id', () => {
    expect(countryNameById(218, 'de')).toBe('Türkei');
    expect(countryNameById(null, 'de')).toBeUndefined();
    expect(countryNameById(99_999, 'de')).toBeUndefined();
  });

  it("falls back to the list's own name for a code the runtime cannot name", () => {
    expect(countryName({ iso: 'QQ', nicename: 'Nowhere' }, 'tr')).toBe('Nowhere');
    expect(regionName('QQ', 'en')).toBeUndefined();
  });

  it('lists the countries as options sorted by their name in the language', () => {
    const options = countryOptions(countries, 'de');
    expect(options).toHaveLength(countries.length);
    expect(options.find((o) => o.value === '218')?.label).toBe('Türkei');
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
    // Turkish order puts Ç after C and Ö after O.
    const tr = countryOptions(countries, 'tr').map((o) => o.label);
    expect(tr.indexOf('Çin')).toBeGreaterThan(tr.indexOf('Cezayir'));
  });
});

describe('catalogue category names in the site language', () => {
  it('names a country category by its flag', () => {
    expect(categoryName({ name: 'Germany', flag: 'de' }, 'tr')).toBe('Almanya');
    expect(categoryName({ name: 'USA', flag: 'us' }, 'de')).toBe('Vereinigte Staaten');
    expect(categoryName({ name: 'Türkiye', flag: 'tr' }, 'en')).toBe('Türkiye');
  });

  it('names Europe and the international category as regions', () => {
    expect(categoryName({ name: 'Europe', flag: 'eu' }, 'tr')).toBe('Avrupa');
    expect(categoryName({ name: 'International', flag: 'int' }, 'tr')).toBe('Dünya');
    expect(categoryName({ name: 'International', flag: 'int' }, 'en')).toBe('World');
  });

  it('names England, which region names lack, in every language', () => {
    expect(categoryName({ name: 'England', flag: 'gb' }, 'tr')).toBe('İngiltere');
    for (const lang of LANGUAGE_CODES)
      expect(categoryName({ name: 'England', flag: 'gb' }, lang)).not.toBe('United Kingdom');
  });

  it('keeps the name of a category that is no place (tours, leagues)', () => {
    expect(categoryName({ name: 'ATP', flag: 'int' }, 'tr')).toBe('ATP');
    expect(categoryName({ name: 'WTA', flag: 'int' }, 'de')).toBe('WTA');
  });

  it('reads the language as the server receives it, English for an unknown one', () => {
    expect(categoryName({ name: 'Spain', flag: 'es' }, 'ku')).toBe('ئیسپانیا');
    expect(categoryName({ name: 'Spain', flag: 'es' }, 'xx')).toBe('Spain');
  });
});
