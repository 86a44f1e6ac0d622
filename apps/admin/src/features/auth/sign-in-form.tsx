import { ApiError } from '@bet/api-client/call-api';
import { staffLoginRequest } from '@bet/domain/api/admin/staff';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../shared/api/error-text.ts';
import { CodeField } from '../../shared/ui/code-field.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useStaffLogin } from './api/staff-login.ts';

const fields = staffLoginRequest.shape;
const signInForm = z.object({
  userName: fields.userName,
  password: fields.password,
  // Empty until the server asks for it.
  otp: z.union([z.literal(''), fields.otp.unwrap()]),
});
type SignInValues = z.infer<typeof signInForm>;

/** Asks for a code when the server answers that this account signs in with two factors. */
const needsCode = (error: unknown) =>
  error instanceof ApiError && (error.key === 'otpRequired' || error.body.otp === true);

/** Username and password, then the authenticator code when the account has one. */
export function SignInForm() {
  const { t } = useTranslation();
  const login = useStaffLogin();
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInForm),
    defaultValues: { userName: '', password: '', otp: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (codeStep) form.setFocus('otp');
  }, [codeStep, form]);

  const submit = form.handleSubmit((values) => {
    if (codeStep && !values.otp) {
      form.setError('otp', { message: 'required' });
      return;
    }
    login.mutate(values, {
      onError: (error) => {
        if (needsCode(error) && !codeStep) setCodeStep(true);
      },
    });
  });

  // The first "code needed" answer is a step, not a failure; any later refusal is shown.
  const refusal = login.error && !(needsCode(login.error) && !form.getValues('otp')) ? login.error : null;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('auth.userName')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={codeStep}
        error={errors.userName && t('auth.userNameInvalid')}
        {...form.register('userName')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        readOnly={codeStep}
        error={errors.password && t('auth.passwordRequired')}
        {...form.register('password')}
      />
      {codeStep && (
        <CodeField
          label={t('auth.code')}
          hint={t('auth.codeHint')}
          error={errors.otp && t('auth.codeInvalid')}
          {...form.register('otp')}
        />
      )}
      {refusal && <ErrorNotice>{errorText(refusal, t, 'wrongCredentials')}</ErrorNotice>}
      <Button type="submit" block loading={login.isPending}>
        {codeStep ? t('auth.verify') : t('auth.signIn')}
      </Button>
      {codeStep && (
        <Button
          variant="ghost"
          block
          onClick={() => {
            setCodeStep(false);
            form.setValue('otp', '');
            login.reset();
          }}
        >
          {t('auth.otherAccount')}
        </Button>
      )}
    </form>
  );
}
