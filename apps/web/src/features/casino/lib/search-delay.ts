/** Casino and slot searches are sent once typing has paused this long (spec 002 §5 and §9). */
export const CASINO_SEARCH_DEBOUNCE_MS = 500;

/** The keyword a search sends: trimmed, '' for none. */
export const searchKeyword = (text: string): string => text.trim();
