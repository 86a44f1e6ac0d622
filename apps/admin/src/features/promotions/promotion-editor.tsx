import type { OfficePromotion } from '@bet/domain/api/admin/promotions';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../../shared/api/upload-image.ts';
import { useRowForm } from '../../shared/content/use-row-form.ts';
import { WindowFields } from '../../shared/content/window-fields.tsx';
import { ImageUploadField } from '../../shared/ui/image-upload-field.tsx';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { SourceField } from '../../shared/ui/source-field.tsx';
import { useSavePromotion } from './api/promotions.ts';
import { type PromotionFormInput, promotionForm, promotionFormValuesOf } from './promotion-form.ts';

/** The promotion editor's form; a row opens that one, null a new one. */
export function PromotionForm({ row, onClose }: { row: OfficePromotion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromotion();
  const upload = useUploadImage();
  const { form, submit } = useRowForm({
    schema: promotionForm,
    defaultValues: promotionFormValuesOf(row, 'tr'),
    row,
    save,
    onSaved: onClose,
  });
  const { errors } = form.formState;
  const invalid = (name: keyof PromotionFormInput) =>
    name in errors ? t(`promos.invalid.${name}`) : undefined;
  const image = form.watch('imageUrl');
  return (
    <form className="form promo-form" noValidate onSubmit={submit}>
      <Select
        label={t('promos.fields.language')}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
        {...form.register('language')}
      />
      <TextField
        label={t('promos.fields.title')}
        autoComplete="off"
        error={invalid('title')}
        {...form.register('title')}
      />
      <TextField
        label={t('promos.fields.imageUrl')}
        hint={t('promos.fields.imageUrlHint')}
        autoComplete="off"
        error={invalid('imageUrl')}
        {...form.register('imageUrl')}
      />
      <ImageUploadField
        label={t('imageUpload.pick')}
        hint={t('imageUpload.hint')}
        upload={upload}
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })}
        preview={image && !errors.imageUrl ? { src: image, alt: t('promos.fields.preview') } : null}
      />
      <TextField
        label={t('promos.fields.position')}
        hint={t('promos.fields.positionHint')}
        inputMode="numeric"
        error={invalid('position')}
        {...form.register('position')}
      />
      <WindowFields
        startsAt={form.register('startsAt')}
        endsAt={form.register('endsAt')}
        endsAtInvalid={'endsAt' in errors}
      />
      <SourceField
        label={t('promos.fields.content')}
        hint={t('promos.fields.contentHint')}
        className="promo-content-input"
        rows={10}
        {...form.register('content')}
      />
      <SaveFooter save={save} busy={upload.isPending} onClose={onClose} />
    </form>
  );
}
