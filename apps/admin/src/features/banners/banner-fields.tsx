// The fields the banner editors share: an image uploaded at once with its preview, and a position.
import { TextField } from '@bet/ui/text-field.tsx';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageUpload } from '../../shared/api/upload-image.ts';
import { ImageUploadField } from '../../shared/ui/image-upload-field.tsx';

export function BannerImageField({
  image,
  hint,
  invalid,
  upload,
  onUploaded,
}: {
  /** The current image's address, '' when none is uploaded yet. */
  image: string;
  hint: string;
  invalid: boolean;
  upload: ImageUpload;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ImageUploadField
      label={t('banners.banner.image')}
      hint={hint}
      error={invalid ? t('banners.invalid.image') : undefined}
      upload={upload}
      onUploaded={onUploaded}
      preview={
        image
          ? { src: `${image}?w=640`, alt: t('banners.banner.preview'), className: 'banner-preview' }
          : null
      }
    />
  );
}

/** The position in its list, lower first; spread react-hook-form's register('order') into it. */
export function OrderField({ invalid, ...input }: ComponentProps<'input'> & { invalid: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('banners.order')}
      inputMode="numeric"
      hint={t('banners.orderHint')}
      error={invalid ? t('banners.invalid.order') : undefined}
      {...input}
    />
  );
}
