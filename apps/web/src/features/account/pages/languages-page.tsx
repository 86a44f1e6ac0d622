import { isLanguageCode, type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import { CheckIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { applyLanguage } from '../../../shared/i18n/i18n.ts';
import { useLanguages } from '../api/get-languages.ts';
import { LoadError } from '../components/load-error.tsx';
import '../components/account.css';
import '../components/languages.css';

/** Languages (spec 000 section 2.7): picking one stores it (cookie) and opens Home in it. */
export default function LanguagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useLanguage();
  const languages = useLanguages();
  const [picking, setPicking] = useState<LanguageCode | null>(null);

  const pick = async (code: LanguageCode) => {
    setPicking(code);
    // Loads the catalogue, sets the cookie (365 days) and the text direction (rtl for aa, fa, iq).
    await applyLanguage(code);
    await navigate(`/${code}/?lang=${code}`);
  };

  const offered = (languages.data ?? []).filter(
    (l): l is typeof l & { code: LanguageCode } => l.status === 1 && isLanguageCode(l.code),
  );
  return (
    <TitledSection titleId="languages-title" title={t('account.languages.title')} className="page acc-page">
      {languages.isError ? (
        <LoadError message={t('account.errors.loadError')} onRetry={() => void languages.refetch()} />
      ) : (
        <ul className="lang-grid" aria-busy={languages.isPending}>
          {languages.isPending
            ? Array.from({ length: 12 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <li key={i} className="lang-item">
                  <Skeleton height={56} />
                </li>
              ))
            : offered.map((l) => {
                const selected = l.code === current;
                const locale = languageByCode(l.code).locale;
                return (
                  <li key={l.code} className="lang-item">
                    <button
                      type="button"
                      className="lang-option"
                      aria-current={selected ? 'true' : undefined}
                      disabled={picking !== null}
                      onClick={() => void pick(l.code)}
                    >
                      <img className="lang-flag" src={l.icon} alt="" width={32} height={24} loading="lazy" />
                      <span className="lang-name" lang={locale} dir={l.directory}>
                        {l.text}
                      </span>
                      {picking === l.code ? (
                        <Spinner size={20} />
                      ) : (
                        selected && (
                          <CheckIcon className="lang-check" label={t('account.languages.current')} />
                        )
                      )}
                    </button>
                  </li>
                );
              })}
        </ul>
      )}
    </TitledSection>
  );
}
