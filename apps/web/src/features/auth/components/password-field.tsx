import { Svg } from '@bet/ui/icon-base.tsx';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VerbatimField } from './verbatim-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Svg size={22}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </Svg>
  );
}

/** A password input with a show/hide button; takes react-hook-form's register() like TextField. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <VerbatimField
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="icon-button"
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}
