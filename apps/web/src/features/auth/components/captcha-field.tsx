import type { Captcha } from '@bet/domain/api/account';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SyncIcon } from '../../../shared/ui/icons.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { captchaImageSrc } from '../utils/form-helpers.ts';
import { VerbatimField } from './verbatim-field.tsx';

type CaptchaFieldProps = {
  captcha: Captcha | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  field: UseFormRegisterReturn;
  error?: string | undefined;
};

/** The captcha picture (as an <img>, so its SVG cannot run anything), a new-picture button and the answer box. */
export function CaptchaField({ captcha, loading, failed, onRefresh, field, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-captcha">
      <div className="auth-captcha-picture">
        {captcha && !loading ? (
          <img
            src={captchaImageSrc(captcha.image)}
            alt={t('auth.register.captchaAlt')}
            width={150}
            height={50}
          />
        ) : failed ? (
          <span className="field-error">{t('auth.register.captchaFailed')}</span>
        ) : (
          <Skeleton width={150} height={50} />
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('auth.register.captchaRefresh')}
          onClick={onRefresh}
          disabled={loading}
        >
          <SyncIcon />
        </button>
      </div>
      <VerbatimField
        label={t('auth.register.securityCode')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        error={error}
        {...field}
      />
    </div>
  );
}
