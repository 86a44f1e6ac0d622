// Texts per language as the dialogs edit them: Turkish and English always, and any language a saved
// text already has, so saving never drops it.
export type LocalTexts = Record<string, string>;

const EDITED_LANGUAGES = ['tr', 'en'];

/** The languages to show inputs for: tr and en first, then the others the texts hold. */
export const languagesOf = (...texts: LocalTexts[]): string[] => [
  ...new Set([...EDITED_LANGUAGES, ...texts.flatMap((t) => Object.keys(t))]),
];

/** The texts with every shown language present (empty where none yet). */
export const textsFor = (languages: string[], texts: LocalTexts = {}): LocalTexts =>
  Object.fromEntries(languages.map((lang) => [lang, texts[lang] ?? '']));

/** The filled texts only, trimmed: an empty input means no text in that language. */
export const filledTexts = (texts: LocalTexts): LocalTexts =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );
