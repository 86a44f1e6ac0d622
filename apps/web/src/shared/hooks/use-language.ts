import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@bet/domain/reference/languages';
import { useTranslation } from 'react-i18next';

/** The page's current language code, for formatting. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
