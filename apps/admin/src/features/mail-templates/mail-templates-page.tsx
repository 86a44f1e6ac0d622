import { MAIL_KIND_NAMES, type MailKind } from '@bet/domain/api/admin/mail-templates';
import { LANGUAGE_CODES, type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useMailTemplate, useOwnMailTemplates } from './api/mail-templates.ts';
import { TemplateEditor } from './template-editor.tsx';
import './mail-templates.css';

const isKind = (value: string | null): value is MailKind => MAIL_KIND_NAMES.some((kind) => kind === value);
const isLanguage = (value: string | null): value is LanguageCode =>
  LANGUAGE_CODES.some((code) => code === value);

/** E-mail templates: every mail the site sends, per kind and language; the built-in one until the site writes its own. */
export function MailTemplatesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const languageParam = params.get('language');
  const kind: MailKind = isKind(kindParam) ? kindParam : 'activation';
  const language: LanguageCode = isLanguage(languageParam) ? languageParam : 'tr';
  const template = useMailTemplate(kind, language);
  const own = useOwnMailTemplates();
  const choose = (next: { kind?: string; language?: string }) =>
    setParams({ kind: next.kind ?? kind, language: next.language ?? language });
  return (
    <TitledSection titleId="mail-templates-title" title={t('contact.templates.nav')} className="page">
      <div className="mail-toolbar">
        <Select
          label={t('contact.templates.kind')}
          value={kind}
          onChange={(event) => choose({ kind: event.target.value })}
          options={MAIL_KIND_NAMES.map((value) => ({ value, label: t(`contact.templates.kinds.${value}`) }))}
        />
        <Select
          label={t('contact.templates.language')}
          value={language}
          onChange={(event) => choose({ language: event.target.value })}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
        />
      </div>
      {template.isError ? (
        <LoadFailed onRetry={() => void template.refetch()} />
      ) : template.data ? (
        <TemplateEditor
          key={`${kind}:${language}:${template.data.template.updatedAt ?? 'built-in'}`}
          template={template.data.template}
        />
      ) : (
        <p className="muted">{t('contact.templates.loading')}</p>
      )}
      <TitledSection titleId="mail-own-title" title={t('contact.templates.own')} level={2}>
        {own.data?.templates.length === 0 ? (
          <p className="muted">{t('contact.templates.noneOwn')}</p>
        ) : (
          <ul className="mail-own">
            {own.data?.templates.map((row) => (
              <li key={`${row.kind}:${row.language}`}>
                <button
                  type="button"
                  className="mail-own-open"
                  onClick={() => choose({ kind: row.kind, language: row.language })}
                >
                  {t(`contact.templates.kinds.${row.kind}`)} · {languageByCode(row.language).nativeName}
                </button>
                {row.updatedAt && <span className="muted"> · {format.dateTime(row.updatedAt)}</span>}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </TitledSection>
  );
}
