// Each match's JSON in a list, kept as bytes until the match moves: a live list of a thousand
// matches is then mostly copied, not rebuilt nor encoded, although some match moves between any
// two requests.
import { toLiveMatch } from './api-shapes.ts';
import type { CatalogMatch } from './catalog-store.ts';
import { deflatePiece } from './gzip-join.ts';
import type { CatalogNames } from './names.ts';

/** A match's list JSON, and the same deflated (made when a list is first sent compressed). */
export type MatchFragment = { readonly bytes: Buffer; deflated(): Buffer };

type Entry = MatchFragment & { version: number; names: CatalogNames; key: string };

/** Variants kept per match (languages times market-type choices in use). */
const VARIANTS = 8;
const fragments = new WeakMap<CatalogMatch, Entry[]>();

/** The match's list JSON (toLiveMatch) as UTF-8 bytes, kept while the match does not move. */
export function liveMatchFragment(
  m: CatalogMatch,
  names: CatalogNames,
  lang: string,
  options: { types: ReadonlySet<number>; tv: boolean },
): MatchFragment {
  const key = `${lang}|${[...options.types].join(',')}|${options.tv ? 1 : 0}`;
  const held = (fragments.get(m) ?? []).filter((e) => e.version === m.version && e.names === names);
  const hit = held.find((e) => e.key === key);
  if (hit) return hit;
  const bytes = Buffer.from(JSON.stringify(toLiveMatch(m, names, lang, options)));
  let deflated: Buffer | undefined;
  const entry: Entry = {
    version: m.version,
    names,
    key,
    bytes,
    deflated: () => {
      deflated ??= deflatePiece(bytes);
      return deflated;
    },
  };
  fragments.set(m, [...held.slice(1 - VARIANTS), entry]);
  return entry;
}
