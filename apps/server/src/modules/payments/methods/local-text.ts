// Texts the operator writes per language: the reader's language, else English, else Turkish, else any.
import type { LocalText } from '../schema.ts';

export function localText(text: LocalText, lang: string): string {
  return text[lang] ?? text.en ?? text.tr ?? Object.values(text)[0] ?? '';
}
