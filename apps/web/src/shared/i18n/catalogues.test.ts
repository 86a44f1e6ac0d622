/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LANGUAGE_CODES, type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import { describe, expect, it } from 'vitest';

/*
 * Keeps the 20 catalogues complete: locales/tr/<area>.json is the source; every other language (en included)
 * must have the same area files with exactly the same nested keys, non-empty strings, and every {placeholder}.
 *
 * One exception, plurals: i18next picks `key_<category>` by the language's plural rules, so a tr group
 * `count_one`/`count_other` needs `count_few` and `count_many` in Russian. A language's plural group must hold
 * exactly the categories of its locale (Intl.PluralRules) plus those of tr's group.
 */

const LOCALES = new URL('../../locales/', import.meta.url);
const SOURCE: LanguageCode = 'tr';
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{(\w+)\}/g;

type Flat = Map<string, unknown>;

function readCatalogue(lang: string, file: string): unknown {
  const text = readFileSync(new URL(`${lang}/${file}`, LOCALES), 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${lang}/${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Leaves by dotted path; anything that is not a nested object is a leaf (and must be a string). */
function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(value: unknown): Set<string> {
  return new Set(typeof value === 'string' ? [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!) : []);
}

function pluralCategories(lang: LanguageCode): string[] {
  return new Intl.PluralRules(languageByCode(lang).locale).resolvedOptions().pluralCategories;
}

/** The keys a language must have, each with the tr key whose placeholders it must keep. */
function expectedKeys(source: Flat, lang: LanguageCode): Map<string, string> {
  const expected = new Map<string, string>();
  const groups = new Map<string, string[]>(); // plural base -> tr's categories
  for (const path of source.keys()) {
    const plural = PLURAL.exec(path);
    if (plural) groups.set(plural[1]!, [...(groups.get(plural[1]!) ?? []), plural[2]!]);
    else expected.set(path, path);
  }
  for (const [base, own] of groups) {
    const model = `${base}_${own.includes('other') ? 'other' : own[0]}`;
    for (const category of new Set([...own, ...pluralCategories(lang)])) {
      const path = `${base}_${category}`;
      expected.set(path, source.has(path) ? path : model);
    }
  }
  return expected;
}

/** Every difference between a language's file and tr's, one line each. */
function compare(lang: LanguageCode, file: string): string[] {
  if (!existsSync(new URL(`${lang}/${file}`, LOCALES))) return [`${lang}/${file} is missing`];
  const source = flatten(readCatalogue(SOURCE, file));
  const target = flatten(readCatalogue(lang, file));
  const expected = expectedKeys(source, lang);
  const problems: string[] = [];
  const where = (path: string) => `${lang}/${file}: ${path}`;
  for (const [path, model] of expected) {
    if (!target.has(path)) {
      problems.push(`${where(path)} is missing`);
      continue;
    }
    const value = target.get(path);
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${where(path)} must be a non-empty string, got ${JSON.stringify(value)}`);
      continue;
    }
    const own = placeholders(value);
    const wanted = placeholders(source.get(model));
    for (const name of wanted) if (!own.has(name)) problems.push(`${where(path)} lacks {${name}}`);
    for (const name of own) if (!wanted.has(name)) problems.push(`${where(path)} has unknown {${name}}`);
  }
  for (const path of target.keys()) if (!expected.has(path)) problems.push(`${where(path)} is extra`);
  return problems;
}

const sourceFiles = readdirSync(new URL(`${SOURCE}/`, LOCALES))
  .filter((name) => name.endsWith('.json'))
  .sort();
const others = LANGUAGE_CODES.filter((code) => code !== SOURCE);

describe('locale catalogues', () => {
  it('tr has area files', () => {
    expect(sourceFiles.length).toBeGreaterThan(0);
  });

  it('tr has no empty values', () => {
    const problems = sourceFiles.flatMap((file) =>
      [...flatten(readCatalogue(SOURCE, file))]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(
          ([path, value]) => `tr/${file}: ${path} must be a non-empty string, got ${JSON.stringify(value)}`,
        ),
    );
    expect(problems).toEqual([]);
  });

  it('holds one folder per language and nothing else', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...LANGUAGE_CODES].sort());
  });

  describe.each(others)('%s', (lang) => {
    it('has exactly the area files of tr', () => {
      const folder = new URL(`${lang}/`, LOCALES);
      const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')) : [];
      const missing = sourceFiles
        .filter((file) => !files.includes(file))
        .map((file) => `${lang}/${file} is missing`);
      const extra = files
        .filter((file) => !sourceFiles.includes(file))
        .map((file) => `${lang}/${file} is extra`);
      expect([...missing, ...extra]).toEqual([]);
    });

    it.each(sourceFiles)('%s has the keys and placeholders of tr', (file) => {
      expect(compare(lang, file)).toEqual([]);
    });
  });
});
