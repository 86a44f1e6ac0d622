// Keyword search rules of the prematch lists (spec 001 section 5, Search).

/** Keywords apply from this many characters on. */
export const MIN_KEYWORD = 3;
/** The sport page asks the server this long after the last keystroke. */
export const SPORT_PAGE_DEBOUNCE_MS = 500;

/** The keyword a list call carries: trimmed, and only once long enough. */
export function activeKeyword(text: string): string | undefined {
  const word = text.trim();
  return word.length >= MIN_KEYWORD ? word : undefined;
}
