import { describe, expect, it } from 'vitest';
import { languagePath } from './language-path.ts';

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
