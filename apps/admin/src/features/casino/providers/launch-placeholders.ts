/** The launch address's placeholders, given as values so the texts that name them show them as written. */
export const LAUNCH_PLACEHOLDERS = { token: '{token}', game: '{game}', lang: '{lang}' } as const;
