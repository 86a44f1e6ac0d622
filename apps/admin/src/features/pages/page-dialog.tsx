import type { OfficePage } from '@bet/domain/api/admin/pages';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditDialog, type Edited } from '../../shared/content/edit-dialog.tsx';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { SourceField } from '../../shared/ui/source-field.tsx';
import { useSavePage } from './api/pages.ts';
import { type PageFormInput, pageForm, pageFormValuesOf, previewDocument } from './page-form.ts';

/** 'new' opens an empty page in the list's language. */
export type EditedPage = Edited<OfficePage>;

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
  return (
    <EditDialog
      edited={edited}
      titles={{ add: t('pages.form.newTitle'), edit: t('pages.form.editTitle') }}
      className="page-dialog"
      onClose={onClose}
    >
      {(row) => <PageForm row={row} language={language} onClose={onClose} />}
    </EditDialog>
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
      <SourceField
        label={t('pages.form.content')}
        hint={t('pages.form.contentHint')}
        className="page-content-input"
        rows={14}
        {...form.register('content')}
      />
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
      <SaveFooter save={save} onClose={onClose} />
    </form>
  );
}
