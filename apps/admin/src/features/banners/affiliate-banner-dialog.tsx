import type { OfficeAffiliateBanner } from '@bet/domain/api/admin/banners';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUploadImage } from '../../shared/api/upload-image.ts';
import { SaveFooter } from '../../shared/ui/save-footer.tsx';
import { useSaveAffiliateBanner } from './api/affiliate-banners.ts';
import { BannerImageField, OrderField } from './banner-fields.tsx';
import { orderField } from './banner-form.ts';

const affiliateBannerForm = z.object({
  name: z.string().trim().min(1).max(100),
  image: z.string().min(1),
  order: orderField,
});
type FormInput = z.input<typeof affiliateBannerForm>;

/** An affiliate banner to change, null for a new one; undefined is closed. */
export function AffiliateBannerDialog({
  edited,
  onClose,
}: {
  edited: OfficeAffiliateBanner | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={edited !== undefined}
      onClose={onClose}
      title={t(edited ? 'banners.affiliate.editTitle' : 'banners.affiliate.newTitle')}
    >
      {edited !== undefined && (
        <AffiliateBannerForm key={edited?.id ?? 'new'} banner={edited} onClose={onClose} />
      )}
    </Dialog>
  );
}

function AffiliateBannerForm({
  banner,
  onClose,
}: {
  banner: OfficeAffiliateBanner | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAffiliateBanner();
  const upload = useUploadImage();
  const form = useForm<FormInput, unknown, z.output<typeof affiliateBannerForm>>({
    resolver: zodResolver(affiliateBannerForm),
    defaultValues: {
      name: banner?.name ?? '',
      image: banner?.image ?? '',
      order: String(banner?.order ?? 0),
    },
  });
  const { errors } = form.formState;
  const image = form.watch('image');
  const submit = form.handleSubmit((values) =>
    save.mutate({ ...values, ...(banner ? { id: banner.id } : {}) }, { onSuccess: onClose }),
  );
  return (
    <form className="form banner-form" noValidate onSubmit={submit}>
      <BannerImageField
        image={image}
        hint={t('banners.affiliate.imageHint')}
        invalid={errors.image !== undefined}
        upload={upload}
        onUploaded={(url) => form.setValue('image', url, { shouldDirty: true, shouldValidate: true })}
      />
      <TextField
        label={t('banners.affiliate.name')}
        autoComplete="off"
        hint={t('banners.affiliate.nameHint')}
        error={errors.name && t('banners.invalid.name')}
        {...form.register('name')}
      />
      <OrderField invalid={errors.order !== undefined} {...form.register('order')} />
      <SaveFooter save={save} busy={upload.isPending} onClose={onClose} />
    </form>
  );
}
