import { resetPasswordRequest } from '@bet/domain/api/admin/user-edit';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../shared/api/error-text.ts';
import { ErrorNotice, SuccessNotice } from '../../../shared/ui/notice.tsx';
import { useResetPassword } from './api/reset-password.ts';

const passwordForm = z
  .object({ password: resetPasswordRequest.shape.password, repeat: z.string() })
  .refine((values) => values.password === values.repeat, { path: ['repeat'] });
type PasswordValues = z.infer<typeof passwordForm>;

/** Sets a new password for the user; they are signed out everywhere and sign in with it. */
export function PasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate({ targetUserId: userId, password }, { onSuccess: () => form.reset() }),
  );
  return (
    <form className="form record-narrow" noValidate onSubmit={submit}>
      <p className="muted form-lead">{t('users.record.password.lead')}</p>
      <TextField
        label={t('users.record.password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.password && t('users.form.invalid.password')}
        {...form.register('password')}
      />
      <TextField
        label={t('users.record.password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.repeat && t('users.record.password.mismatch')}
        {...form.register('repeat')}
      />
      {reset.isSuccess && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
      {reset.error && <ErrorNotice>{errorText(reset.error, t, 'updateFailed')}</ErrorNotice>}
      <div className="form-actions">
        <Button type="submit" loading={reset.isPending}>
          {t('users.record.password.set')}
        </Button>
      </div>
    </form>
  );
}
