import { ApiError } from '@bet/api-client/call-api';
import type { RegistrationContext } from '@bet/domain/account-rules';
import type { RegisterAnswer } from '@bet/domain/api/account';
import { DEFAULT_COUNTRY_ID, DEFAULT_PHONE_CODE } from '@bet/domain/reference/countries';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChallenge } from '../../../shared/challenge/challenge.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useCurrencies } from '../api/currencies.ts';
import { useRegister } from '../api/register.ts';
import { errorMessage } from '../utils/error-message.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../utils/form-helpers.ts';
import {
  fieldOfRefusal,
  type RegisterField,
  type RegisterValues,
  registerPayloadOf,
} from '../utils/register-fields.ts';
import { registrationResolver } from '../utils/register-resolver.ts';
import { storedAffiliate, useRegisterChecks } from './use-register-checks.ts';

/**
 * The registration form (spec 000 sections 2.5 and 5): the shared rules run as the player types (after a
 * field was first left), server checks answer beside their fields, and a refusal shows at the top and at
 * the field it is about. `onRegistered` gets the answer of an accepted registration.
 */
export function useRegisterForm(
  affcode: string,
  onRegistered: (answer: RegisterAnswer) => Promise<void> | void,
) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const askIdNumber = settings.registerTcRequired === 1;
  const chooseCurrency = settings.currencyMode === 1;
  const currencies = useCurrencies(chooseCurrency);
  const challenge = useChallenge('register');
  const register = useRegister();
  const [refusal, setRefusal] = useState<string | null>(null);

  const context = useRef<RegistrationContext>(null);
  context.current = {
    registerTcRequired: askIdNumber,
    mobileRequired: settings.mobile_required === 1 || settings.register_activation === 2,
    emailRequired: settings.register_activation === 1,
    today: new Date(),
    ...(currencies.data && chooseCurrency ? { currencies: currencies.data.map((c) => c.code) } : {}),
  };
  const resolver = useMemo(() => registrationResolver(() => context.current as RegistrationContext), []);

  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      birthDay: '',
      birthMonth: '',
      birthYear: '',
      idNumber: '',
      sex: 'm',
      countryId: String(DEFAULT_COUNTRY_ID),
      city: '',
      phoneCode: String(DEFAULT_PHONE_CODE),
      phoneNumber: '',
      userName: '',
      password: '',
      passwordRepeat: '',
      email: '',
      currency: settings.default_currency || 'TRY',
      promotionCode: affcode,
      securityCode: '',
    },
  });
  const checks = useRegisterChecks(form, { askIdNumber, affcode });

  // The repeat is compared again when the password changes, once the player has been to the repeat.
  const password = form.watch('password');
  useEffect(() => {
    if (password !== undefined && form.getFieldState('passwordRepeat').isTouched)
      void form.trigger('passwordRepeat');
  }, [password, form]);

  /** The text under a field: a broken rule, a server refusal, or a refused server check. */
  const fieldError = (name: RegisterField): string | undefined => {
    const error = form.formState.errors[name];
    if (error?.message) {
      if (error.type === 'server') return error.message;
      const key = error.message === 'allInputEnter' ? 'fieldRequired' : error.message;
      return t(`auth.errors.${key}`, {
        min: PASSWORD_MIN,
        max: PASSWORD_MAX,
        defaultValue: t('auth.errors.invalidInput'),
      });
    }
    const check = checks.states[name];
    return check?.status === 'refused' && check.blocking ? check.message : undefined;
  };

  /** A positive word from a server check ("username available"), or that it is being checked. */
  const fieldHint = (name: RegisterField): string | undefined => {
    const check = checks.states[name];
    if (check?.status === 'checking') return t('auth.register.checking');
    if (check?.status === 'ok') return check.message;
    return undefined;
  };

  const onSolved = (securityCode: string | null) => {
    form.setValue('securityCode', securityCode ?? '');
    if (securityCode) form.clearErrors('securityCode');
  };
  const newChallenge = () => {
    onSolved(null);
    void challenge.refetch();
  };

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const refused = checks.firstRefused();
    if (refused) {
      setRefusal(refused.message);
      form.setFocus(refused.field);
      return;
    }
    const payload = registerPayloadOf(values, { askIdNumber, affiliateUser: storedAffiliate() });
    if (!chooseCurrency) payload.currency = settings.default_currency || 'TRY';
    try {
      const answer = await register.mutateAsync(payload);
      await onRegistered(answer);
    } catch (err) {
      const message = errorMessage(err, t);
      setRefusal(message);
      // The server spends the challenge on every attempt that reaches it.
      newChallenge();
      const field = err instanceof ApiError ? fieldOfRefusal(err.key) : null;
      if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
  });

  return {
    form,
    submit,
    busy: register.isPending || register.isSuccess,
    refusal,
    fieldError,
    fieldHint,
    checkEmail: checks.checkEmail,
    challenge: { ...challenge, onSolved, solved: form.watch('securityCode') !== '', retry: newChallenge },
    askIdNumber,
    chooseCurrency,
    mobileRequired: context.current.mobileRequired,
    emailRequired: context.current.emailRequired === true,
  };
}

export type RegisterFormModel = ReturnType<typeof useRegisterForm>;
