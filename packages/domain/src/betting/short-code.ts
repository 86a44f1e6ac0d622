// Short outcome codes (spec 001 section 5, Short code): the match id in base 36 and four
// characters hashed from the market and outcome, uppercase. A code is looked up by computing the
// codes of its match's outcomes; two outcomes of one match sharing a code is possible but rare.

/** Characters of the market-and-outcome part. */
const SUFFIX_LENGTH = 4;
const SUFFIX_SPACE = 36 ** SUFFIX_LENGTH;

/** FNV-1a over the UTF-16 code units: small, stable and well spread. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The uppercase code of an outcome: '1A2B' + 'X9QZ'. */
export function shortCode(matchId: number, oddsType: number, special: string, outcomeId: string): string {
  const suffix = (fnv1a(`${oddsType}_${outcomeId}_${special}`) % SUFFIX_SPACE)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');
  return `${matchId.toString(36)}${suffix}`.toUpperCase();
}

/** The match id and outcome part of a code (any case, surrounding spaces ignored); null when it is not one. */
export function parseShortCode(code: string): { matchId: number; suffix: string } | null {
  const text = code.trim().toUpperCase();
  if (!/^[1-9A-Z][0-9A-Z]*$/.test(text) || text.length <= SUFFIX_LENGTH) return null;
  const matchId = Number.parseInt(text.slice(0, -SUFFIX_LENGTH), 36);
  if (!Number.isSafeInteger(matchId)) return null;
  return { matchId, suffix: text.slice(-SUFFIX_LENGTH) };
}
