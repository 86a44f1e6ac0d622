import type { OfficeBanner } from '@bet/domain/api/admin/banners';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '../../shared/api/upload-image.ts';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { useSaveBanner } from './api/banners.ts';
import { BannerImageField, OrderField } from './banner-fields.tsx';
import { type BannerFormInput, bannerForm, bannerFormValuesOf } from './banner-form.ts';

/** A new banner in a group, or a banner to change; null is closed. */
export type EditedBanner = { groupId: number; banner: OfficeBanner | null } | null;

export function BannerDialog({ edited, onClose }: { edited: EditedBanner; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={edited !== null}
      onClose={onClose}
      title={t(edited?.banner ? 'banners.banner.editTitle' : 'banners.banner.newTitle')}
    >
      {edited && <BannerForm key={edited.banner?.id ?? 'new'} {...edited} onClose={onClose} />}
    </Dialog>
  );
}

function BannerForm({
  groupId,
  banner,
  onClose,
}: {
  groupId: number;
  banner: OfficeBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const upload = useUploadImage();
  const form = useForm<BannerFormInput, unknown, ReturnType<typeof bannerForm.parse>>({
    resolver: zodResolver(bannerForm),
    defaultValues: bannerFormValuesOf(banner),
  });
  const { errors } = form.formState;
  const image = form.watch('image');
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, groupId, ...(banner ? { id: banner.id } : {}) }, { onSuccess: onClose }),
  );
  return (
    <form className="form banner-form" noValidate onSubmit={submit}>
      <BannerImageField
        image={image}
        hint={t('banners.banner.imageHint')}
        invalid={errors.image !== undefined}
        upload={upload}
        onUploaded={(url) => form.setValue('image', url, { shouldDirty: true, shouldValidate: true })}
      />
      <Select
        label={t('banners.banner.language')}
        placeholder={t('banners.banner.allLanguages')}
        options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
        {...form.register('language')}
      />
      <TextField label={t('banners.banner.title')} autoComplete="off" {...form.register('title')} />
      <TextField
        label={t('banners.banner.url')}
        autoComplete="off"
        hint={t('banners.banner.urlHint')}
        error={errors.url && t('banners.invalid.url')}
        {...form.register('url')}
      />
      <OrderField invalid={errors.order !== undefined} {...form.register('order')} />
      <SaveFooter save={save} busy={upload.isPending} onClose={onClose} />
    </form>
  );
}
