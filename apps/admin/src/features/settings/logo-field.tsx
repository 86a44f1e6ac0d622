import type { UploadLogoRequest } from '@bet/domain/api/admin/site-logo';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@bet/domain/site-logo';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readLogoFile } from './logo-file.ts';

type LogoFieldProps = {
  /** The logo the site shows now (site_logo). */
  current: string;
  /** A checked file to upload on Save, or null when none (or a refused one) is picked. */
  onPick: (logo: UploadLogoRequest | null) => void;
};

const MAX_KB = LOGO_MAX_BYTES / 1024;

/** Picks a logo file: checked at once by the upload's own rule, previewed, uploaded with Save. */
export function LogoField({ current, onPick }: LogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The preview's object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setProblem(null);
    setPreview(null);
    onPick(null);
    if (!file) return;
    const read = await readLogoFile(file);
    if ('problem' in read) {
      setProblem(
        read.problem === 'logoTooLarge'
          ? t('settings.logo.tooLarge', { max: MAX_KB })
          : t('settings.logo.typeNotAllowed'),
      );
      input.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
    onPick(read.upload);
  };

  const shown = preview ?? current;
  return (
    <div className="field settings-wide">
      <label className="field-label" htmlFor={id}>
        {t('settings.logo.label')}
      </label>
      <div className="settings-logo">
        {shown ? (
          <img className="settings-logo-preview" src={shown} alt={t('settings.logo.preview')} />
        ) : (
          <span className="settings-logo-preview settings-logo-none">{t('settings.logo.none')}</span>
        )}
        <input id={id} type="file" accept={LOGO_TYPES.join(',')} onChange={(event) => void pick(event)} />
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="field-hint">{t('settings.logo.hint', { max: MAX_KB })}</p>
      )}
    </div>
  );
}
