import { useState } from 'react';
import { type RegisterOptions, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../session/api/login.ts';
import { errorMessage, refusalRedirect } from '../utils/error-message.ts';
import { filtered, filterLoginUsername, LOGIN_FIELD_MAX, LOGIN_FIELD_MIN } from '../utils/form-helpers.ts';

export type LoginValues = { userName: string; password: string };

// Messages are catalogue keys, translated when shown (spec 000 section 5: both required, 4 to 20 each).
const rules = (lengthKey: string): RegisterOptions<LoginValues> => ({
  required: 'fieldRequired',
  minLength: { value: LOGIN_FIELD_MIN, message: lengthKey },
  maxLength: { value: LOGIN_FIELD_MAX, message: lengthKey },
});

/** Only a path here or an http(s) address is followed. */
const isFollowable = (url: string) => url.startsWith('/') || /^https?:\/\//i.test(url);

/** The login form shared by the popup and the Login page; `onSignedIn` runs once the user is loaded. */
export function useLoginForm(onSignedIn: () => void) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({ defaultValues: { userName: '', password: '' } });
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);

  const fields = {
    userName: filtered(form.register('userName', rules('loginUsernameLength')), filterLoginUsername),
    password: form.register('password', rules('passwordLength')),
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
    } catch (err) {
      const redirect = refusalRedirect(err);
      if (redirect && isFollowable(redirect)) window.location.assign(redirect);
      else setError(errorMessage(err, t));
      return;
    }
    onSignedIn();
  });

  const { errors } = form.formState;
  const fieldError = (name: keyof LoginValues) => {
    const key = errors[name]?.message;
    return key ? t(`auth.errors.${key}`, { min: LOGIN_FIELD_MIN, max: LOGIN_FIELD_MAX }) : undefined;
  };
  return { fields, fieldError, error, submit, busy: login.isPending || login.isSuccess };
}
