/** The root of every casino query key; the language follows it (the server writes names in it). */
export const CASINO_KEY = ['casino'] as const;
