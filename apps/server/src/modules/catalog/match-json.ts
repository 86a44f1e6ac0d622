// Each match's JSON in a list, kept as bytes until the match moves: a live list of a thousand
// matches is then mostly copied, not rebuilt nor encoded, although some match moves between any
// two requests.
import { toLiveMatch } from './api-shapes.ts';
import type { CatalogMatch } from './catalog-store.ts';
import type { CatalogNames } from './names.ts';

type Entry = { version: number; names: CatalogNames; key: string; bytes: Buffer };

/** Variants kept per match (languages times market-type choices in use). */
const VARIANTS = 8;
const fragments = new WeakMap<CatalogMatch, Entry[]>();

/** The match's list JSON (toLiveMatch) as UTF-8 bytes. */
export function liveMatchBytes(
  m: CatalogMatch,
  names: CatalogNames,
  lang: string,
  options: { types: ReadonlySet<number>; tv: boolean },
): Buffer {
  const key = `${lang}|${[...options.types].join(',')}|${options.tv ? 1 : 0}`;
  const held = (fragments.get(m) ?? []).filter((e) => e.version === m.version && e.names === names);
  const hit = held.find((e) => e.key === key);
  if (hit) return hit.bytes;
  const bytes = Buffer.from(JSON.stringify(toLiveMatch(m, names, lang, options)));
  fragments.set(m, [...held.slice(1 - VARIANTS), { version: m.version, names, key, bytes }]);
  return bytes;
}
