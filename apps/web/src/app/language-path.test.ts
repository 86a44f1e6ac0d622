import { describe, expect, it } from 'vitest';
import { inLanguage, languagePath } from './language-path.ts';

describe('addresses without a language', () => {
  it.each([
    ['/sports', '', undefined, '/tr/'],
    ['/foo/bar', '?x=1', undefined, '/tr/'],
    ['/sports', '', 'en', '/en/'],
    ['/xx/', '', 'nope', '/tr/'],
  ])('%s%s (saved %s) shows Home at %s', (path, search, saved, to) => {
    expect(languagePath(path, search, saved)).toBe(to);
  });

  it('keeps the page of a language written in capitals', () => {
    expect(languagePath('/TR/', '', 'en')).toBe('/tr/');
    expect(languagePath('/En/sports', '?sid=1', undefined)).toBe('/en/sports?sid=1');
  });
});

describe('a page in another language', () => {
  it('keeps the page and its query', () => {
    expect(inLanguage('/de/sports/1', '?day=2', 'tr')).toBe('/tr/sports/1?day=2');
    expect(inLanguage('/de/', '', 'en')).toBe('/en/');
  });
});
