import { GlobeIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, applyLanguage, isAdminLanguage } from '../../shared/i18n/i18n.ts';

/** The back office's language, remembered on this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <GlobeIcon size={18} />
      <span className="visually-hidden">{t('layout.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          const code = e.target.value;
          if (isAdminLanguage(code)) void applyLanguage(code);
        }}
      >
        {ADMIN_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
