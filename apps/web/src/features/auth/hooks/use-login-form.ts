import { ApiError } from '@bet/api-client/call-api';
import { useEffect, useRef, useState } from 'react';
import { type RegisterOptions, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChallenge } from '../../../shared/challenge/challenge.ts';
import { useLogin } from '../../../shared/session/api/login.ts';
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

/** A refusal telling the client that signing in as this username now needs a solved challenge. */
const asksForChallenge = (err: unknown) => err instanceof ApiError && err.body.captcha === true;

/**
 * The login form shared by the popup and the Login page; `onSignedIn` runs once the user is loaded. After
 * failed passwords the server asks for a challenge: it is shown, solved by the browser, and sent along.
 */
export function useLoginForm(onSignedIn: () => void) {
  const { t } = useTranslation();
  const form = useForm<LoginValues>({ defaultValues: { userName: '', password: '' } });
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [challengeShown, setChallengeShown] = useState(false);
  const [securityCode, setSecurityCode] = useState<string | null>(null);
  // Set when the server asked for the challenge without judging the password: sent again once it is solved.
  const sendWhenSolved = useRef(false);
  const challenge = useChallenge('login', challengeShown);
  const newChallenge = () => {
    setSecurityCode(null);
    void challenge.refetch();
  };

  const fields = {
    userName: filtered(form.register('userName', rules('loginUsernameLength')), filterLoginUsername),
    password: form.register('password', rules('passwordLength')),
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync({ ...values, securityCode: securityCode ?? undefined });
    } catch (err) {
      // A sent challenge is spent whatever the answer; the first request for one shows the widget.
      if (asksForChallenge(err)) {
        if (challengeShown) newChallenge();
        else setChallengeShown(true);
        sendWhenSolved.current = err instanceof ApiError && err.key === 'captchaRequired';
      }
      const redirect = refusalRedirect(err);
      if (redirect && isFollowable(redirect)) window.location.assign(redirect);
      else setError(errorMessage(err, t));
      return;
    }
    onSignedIn();
  });

  useEffect(() => {
    if (!securityCode || !sendWhenSolved.current) return;
    sendWhenSolved.current = false;
    void submit();
  }, [securityCode, submit]);

  const { errors } = form.formState;
  const fieldError = (name: keyof LoginValues) => {
    const key = errors[name]?.message;
    return key ? t(`auth.errors.${key}`, { min: LOGIN_FIELD_MIN, max: LOGIN_FIELD_MAX }) : undefined;
  };
  return {
    fields,
    fieldError,
    error,
    submit,
    busy: login.isPending || login.isSuccess,
    challenge: challengeShown ? { ...challenge, onSolved: setSecurityCode, retry: newChallenge } : null,
    /** Waiting for the browser to solve the challenge the server asked for. */
    blocked: challengeShown && !securityCode,
  };
}
