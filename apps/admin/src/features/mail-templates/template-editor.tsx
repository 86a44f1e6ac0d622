import { MAIL_KINDS, type MailTemplate } from '@bet/domain/api/admin/mail-templates';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useDeleteMailTemplate, useMailPreview, useSaveMailTemplate } from './api/mail-templates.ts';

/** How long typing pauses before the preview asks the server again. */
const PREVIEW_DELAY_MS = 400;

const previewDocument = (html: string) =>
  `<!doctype html><meta charset="utf-8"><style>body{font:15px/1.6 system-ui,sans-serif;margin:12px;color:#222}</style>${html}`;

/** Subject and HTML body of one kind in one language, with its placeholders and a live preview. */
export function TemplateEditor({ template }: { template: MailTemplate }) {
  const { t } = useTranslation();
  const ids = useId();
  const { kind, language } = template;
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const save = useSaveMailTemplate();
  const remove = useDeleteMailTemplate();
  const draft = useDebounced({ kind, language, subject, body }, PREVIEW_DELAY_MS);
  const preview = useMailPreview(draft);
  const changed = subject !== template.subject || body !== template.body;
  return (
    <div className="mail-editor">
      <p className="muted">{t(template.custom ? 'contact.templates.custom' : 'contact.templates.builtIn')}</p>
      <p className="field-hint">
        {t('contact.templates.placeholders')}{' '}
        {MAIL_KINDS[kind].map((name) => (
          <code key={name} className="mail-placeholder">{`{{${name}}}`}</code>
        ))}
      </p>
      <TextField
        label={t('contact.templates.subject')}
        value={subject}
        maxLength={200}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-body`}>
          {t('contact.templates.body')}
        </label>
        <textarea
          id={`${ids}-body`}
          className="textarea mail-body-input"
          rows={12}
          spellCheck={false}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <div className="field">
        <span className="field-label">{t('contact.templates.preview')}</span>
        {preview.error ? (
          <ErrorNotice>{errorText(preview.error, t)}</ErrorNotice>
        ) : (
          <>
            <p className="mail-preview-subject">{preview.data?.subject}</p>
            {/* sandbox="" lets the frame run no script and reach nothing, whatever the draft holds. */}
            <iframe
              className="mail-preview"
              title={t('contact.templates.preview')}
              sandbox=""
              srcDoc={previewDocument(preview.data?.html ?? '')}
            />
          </>
        )}
      </div>
      {save.isSuccess && !changed && <SuccessNotice>{t('contact.templates.saved')}</SuccessNotice>}
      {save.error && <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice>}
      {remove.error && <ErrorNotice>{errorText(remove.error, t, 'updateFailed')}</ErrorNotice>}
      <div className="mail-actions">
        <Button onClick={() => save.mutate({ kind, language, subject, body })} loading={save.isPending}>
          {t('contact.templates.save')}
        </Button>
        {template.custom && (
          <Button
            variant="secondary"
            onClick={() => remove.mutate({ kind, language })}
            loading={remove.isPending}
          >
            {t('contact.templates.useBuiltIn')}
          </Button>
        )}
      </div>
    </div>
  );
}
