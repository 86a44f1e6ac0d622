import { totpDisableRequest } from '@bet/domain/api/admin/staff';
import { Button } from '@bet/ui/button.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../shared/ui/code-field.tsx';

// The code's rule, as the calls check it.
const codeForm = z.object({ otp: totpDisableRequest.shape.otp });

type CodeFormProps = {
  submitLabel: string;
  variant?: 'primary' | 'danger';
  pending: boolean;
  onCode: (otp: string) => void;
  /** The call's refusal or success, under the field. */
  children?: ReactNode;
};

/** One six-digit code from the authenticator app, and a button. */
export function CodeForm({ submitLabel, variant = 'primary', pending, onCode, children }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<z.infer<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { otp: '' },
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(({ otp }) => onCode(otp))}>
      <CodeField
        label={t('auth.code')}
        error={form.formState.errors.otp && t('auth.codeInvalid')}
        {...form.register('otp')}
      />
      {children}
      <Button type="submit" variant={variant} loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
