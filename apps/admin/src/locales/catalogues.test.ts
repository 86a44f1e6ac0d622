import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { userRoles } from '@bet/domain/authz/roles';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';

/** Every key of a catalogue, nested keys joined with dots. */
function keysOf(catalogue: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const trKeys = new Set(keysOf(tr));
const has = (key: string) => trKeys.has(key) || trKeys.has(`${key}_one`);

/** The keys the code names literally: t('a.b'), and the menu's label and summary keys. */
function keysInCode(): string[] {
  const src = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'),
  );
  return files.flatMap((file) => {
    const text = readFileSync(path.join(src, file), 'utf8');
    return [...text.matchAll(/\bt\(\s*'([\w.]+)'|(?:label|summary): '([\w.]+)'/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    );
  });
}

describe('the back office catalogues', () => {
  it('have the same keys in Turkish and English', () => {
    expect(keysOf(en).sort()).toEqual([...trKeys].sort());
  });

  it('leave no text empty', () => {
    for (const catalogue of [tr, en]) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('hold every key the code names', () => {
    const named = keysInCode();
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((key) => !has(key))).toEqual([]);
  });

  it('name every role', () => {
    expect(userRoles.filter((role) => !has(`roles.${role}`))).toEqual([]);
  });

  it('hold the keys the shared components of packages/ui use', () => {
    const uiKeys = [
      'common.close',
      'common.loadError',
      'common.retry',
      'common.pager.label',
      'common.pager.status',
    ];
    expect(uiKeys.filter((key) => !has(key))).toEqual([]);
  });
});
