import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import type { ImageUpload } from '../api/upload-image.ts';
import { ErrorNotice } from './notice.tsx';
import './image-upload-field.css';

/**
 * A file picker that uploads the picked image at once and hands back its address; the caller owns
 * the upload (to hold its form's save while it runs) and shows a preview of the current image.
 */
export function ImageUploadField({
  label,
  hint,
  error,
  upload,
  onUploaded,
  preview,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  upload: ImageUpload;
  onUploaded: (url: string) => void;
  preview?: { src: string; alt: string; className?: string } | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pick = (file: File | undefined) => {
    if (file) upload.mutate(file, { onSuccess: ({ url }) => onUploaded(url) });
  };
  return (
    <>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint`}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {upload.isPending ? t('imageUpload.uploading') : hint}
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {upload.error ? <ErrorNotice>{errorText(upload.error, t, 'updateFailed')}</ErrorNotice> : null}
      {preview && (
        <img className={preview.className ?? 'image-upload-preview'} src={preview.src} alt={preview.alt} />
      )}
    </>
  );
}
