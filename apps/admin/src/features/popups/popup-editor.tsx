import type { OfficePopup } from '@bet/domain/api/admin/popups';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { useRowForm } from '../../shared/content/use-row-form.ts';
import { WindowFields } from '../../shared/content/window-fields.tsx';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { SourceField } from '../../shared/ui/source-field.tsx';
import { useSavePopup } from './api/popups.ts';
import { POPUP_TYPES, popupForm, popupFormValuesOf } from './popup-form.ts';

/** The popup editor's form; a row opens that one, null a new one. */
export function PopupForm({ row, onClose }: { row: OfficePopup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePopup();
  const { form, submit } = useRowForm({
    schema: popupForm,
    defaultValues: popupFormValuesOf(row),
    row,
    save,
    onSaved: onClose,
  });
  const { errors } = form.formState;
  const typeOptions = (field: 'type' | 'type2') =>
    POPUP_TYPES.map((value) => ({ value, label: t(`promos.popups.${field}Options.${value}`) }));
  return (
    <form className="form popup-form" noValidate onSubmit={submit}>
      <Select
        label={t('promos.fields.language')}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
        {...form.register('language')}
      />
      <div className="popup-keys">
        <Select label={t('promos.popups.type')} options={typeOptions('type')} {...form.register('type')} />
        <Select label={t('promos.popups.type2')} options={typeOptions('type2')} {...form.register('type2')} />
      </div>
      <TextField
        label={t('promos.fields.title')}
        autoComplete="off"
        error={errors.title ? t('promos.invalid.title') : undefined}
        {...form.register('title')}
      />
      <label className="choice">
        <input type="checkbox" {...form.register('autoClose')} />
        <span>{t('promos.popups.autoClose')}</span>
      </label>
      <WindowFields
        startsAt={form.register('startsAt')}
        endsAt={form.register('endsAt')}
        endsAtInvalid={'endsAt' in errors}
      />
      <SourceField
        label={t('promos.fields.content')}
        hint={t('promos.fields.contentHint')}
        rows={8}
        {...form.register('content')}
      />
      <SaveFooter save={save} onClose={onClose} />
    </form>
  );
}
