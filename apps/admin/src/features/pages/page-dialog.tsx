import type { OfficePage } from '@bet/domain/api/admin/pages';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useSavePage } from './api/pages.ts';
import { type PageFormInput, pageForm, pageFormValuesOf, previewDocument } from './page-form.ts';

/** 'new' opens an empty page in the list's language; a row opens that page; null is closed. */
export type EditedPage = OfficePage | 'new' | null;

export function PageDialog({
  edited,
  language,
  onClose,
}: {
  edited: EditedPage;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const row = edited === 'new' ? null : edited;
  return (
    <Dialog
      open={edited !== null}
      onClose={onClose}
      title={t(row ? 'pages.form.editTitle' : 'pages.form.newTitle')}
      className="page-dialog"
    >
      {edited !== null && <PageForm key={row?.id ?? 'new'} row={row} language={language} onClose={onClose} />}
    </Dialog>
  );
}

function PageForm({
  row,
  language,
  onClose,
}: {
  row: OfficePage | null;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSavePage();
  // After the first save the dialog edits what the server stored (sanitized), so the preview shows it.
  const [saved, setSaved] = useState<OfficePage | null>(row);
  const form = useForm<PageFormInput, unknown, ReturnType<typeof pageForm.parse>>({
    resolver: zodResolver(pageForm),
    defaultValues: pageFormValuesOf(row, language),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, ...(saved ? { id: saved.id } : {}) },
      {
        onSuccess: ({ page }) => {
          setSaved(page);
          form.reset(pageFormValuesOf(page, language));
        },
      },
    ),
  );
  const invalid = (name: keyof PageFormInput) =>
    name in errors ? t(`pages.form.invalid.${name}`) : undefined;
  return (
    <form className="form page-form" noValidate onSubmit={submit}>
      <div className="page-form-keys">
        <TextField
          label={t('pages.form.pageId')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('pages.form.pageIdHint')}
          error={invalid('pageId')}
          {...form.register('pageId')}
        />
        <Select
          label={t('pages.form.language')}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
          {...form.register('language')}
        />
      </div>
      <TextField
        label={t('pages.form.title')}
        autoComplete="off"
        error={invalid('title')}
        {...form.register('title')}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-content`}>
          {t('pages.form.content')}
        </label>
        <textarea
          id={`${ids}-content`}
          className="textarea page-content-input"
          rows={14}
          spellCheck={false}
          aria-describedby={`${ids}-content-hint`}
          {...form.register('content')}
        />
        <p className="field-hint" id={`${ids}-content-hint`}>
          {t('pages.form.contentHint')}
        </p>
      </div>
      <div className="field">
        <span className="field-label">{t('pages.form.preview')}</span>
        {/* sandbox="" lets the frame run no script and reach nothing, whatever the draft holds. */}
        <iframe
          className="page-preview"
          title={t('pages.form.preview')}
          sandbox=""
          srcDoc={previewDocument(form.watch('content'))}
        />
      </div>
      {save.isSuccess && !form.formState.isDirty ? (
        <SuccessNotice>{t('pages.form.saved')}</SuccessNotice>
      ) : null}
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.close')}
        onDismiss={onClose}
        submitLabel={t('common.save')}
        busy={save.isPending}
      />
    </form>
  );
}
