// The player site's catalogues (locales/<lang>/<area>.json, every language complete, a web test
// checks) are the one place its words live. Pages the server writes itself, like the printed
// receipt, read them there rather than keeping copies in Turkish and English only.
import { readFileSync } from 'node:fs';
import type { LanguageCode } from '@bet/domain';

const LOCALES = new URL('../../../web/src/locales/', import.meta.url);

type Tree = { readonly [key: string]: unknown };
const areas = new Map<string, Tree>();

function area(lang: LanguageCode, name: string): Tree {
  const id = `${lang}/${name}`;
  let tree = areas.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(`${id}.json`, LOCALES), 'utf8')) as Tree;
    areas.set(id, tree);
  }
  return tree;
}

/**
 * The site's text for `key` ('coupons.fields.stake': area, then the path in it) in `lang`, with
 * `{name}` placeholders filled; undefined when the catalogue has no such text.
 */
export function siteText(
  lang: LanguageCode,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const [name = '', ...path] = key.split('.');
  let node: unknown = area(lang, name);
  for (const part of path) {
    node =
      node !== null && typeof node === 'object' && Object.hasOwn(node, part)
        ? (node as Tree)[part]
        : undefined;
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{(\w+)\}/g, (placeholder, p: string) =>
    Object.hasOwn(values, p) ? String(values[p]) : placeholder,
  );
}
