import type { CountryEntry } from '@bet/domain/api/site';
import { countryOptions } from '@bet/domain/reference/country-names';
import { Select } from '@bet/ui/select.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useCountries } from '../api/countries.ts';
import type { RegisterFormModel } from '../hooks/use-register-form.ts';
import { digitsOnly, filtered, NAME_INPUT } from '../utils/form-helpers.ts';
import { LoadingSelect } from './loading-select.tsx';
import { RegisterTextField } from './register-text-field.tsx';

/** Countries by name in the page's language, as the profile lists them. */
function useCountryOptions(countries: readonly CountryEntry[] | undefined) {
  const lang = useLanguage();
  return useMemo(() => (countries ? countryOptions(countries, lang) : []), [countries, lang]);
}

/** Country, city, phone (dialling code follows the country) and e-mail. */
export function RegisterContactFields({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const { form, fieldError, fieldHint } = model;
  const { register } = form;
  const countries = useCountries();
  const options = useCountryOptions(countries.data);
  const country = register('countryId', {
    onChange: (e: { target: HTMLSelectElement }) => {
      const picked = countries.data?.find((c) => String(c.id) === e.target.value);
      if (picked && picked.phonecode > 0) form.setValue('phoneCode', String(picked.phonecode));
    },
  });
  const phoneCode = filtered(register('phoneCode'), (typed) => digitsOnly(typed, 4));
  const phoneNumber = filtered(register('phoneNumber'), (typed) => digitsOnly(typed, 11));
  const phoneError = fieldError('phoneCode') ?? fieldError('phoneNumber');
  return (
    <fieldset className="card register-section">
      <legend className="section-title">{t('auth.register.contact')}</legend>
      <div className="register-pair">
        {countries.data ? (
          <Select
            label={t('auth.register.country')}
            error={fieldError('countryId')}
            options={options}
            {...country}
          />
        ) : (
          <LoadingSelect label={t('auth.register.country')} failed={countries.isError} />
        )}
        <RegisterTextField
          model={model}
          name="city"
          autoComplete="address-level2"
          maxLength={20}
          {...NAME_INPUT}
        />
      </div>
      <fieldset
        className={['field', 'register-phone', phoneError ? 'field-invalid' : ''].filter(Boolean).join(' ')}
      >
        <legend className="field-label">
          {model.mobileRequired ? t('auth.register.phone') : t('auth.register.phoneOptional')}
        </legend>
        <div className="register-phone-row">
          <div className="field-box register-phone-code">
            <span className="register-plus" aria-hidden="true">
              +
            </span>
            <input
              className="input"
              aria-label={t('auth.register.phoneCode')}
              inputMode="numeric"
              autoComplete="tel-country-code"
              maxLength={4}
              aria-invalid={form.formState.errors.phoneCode ? true : undefined}
              {...phoneCode}
            />
          </div>
          <input
            className="input"
            type="tel"
            aria-label={t('auth.register.phoneNumber')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder="5XXXXXXXXX"
            aria-invalid={form.formState.errors.phoneNumber ? true : undefined}
            aria-describedby="register-phone-note"
            {...phoneNumber}
          />
        </div>
        <p
          id="register-phone-note"
          className={phoneError ? 'field-error' : 'field-hint'}
          role={phoneError ? 'alert' : undefined}
        >
          {phoneError ?? fieldHint('phoneNumber') ?? t('auth.register.phoneHint')}
        </p>
      </fieldset>
      <RegisterTextField
        model={model}
        name="email"
        label={model.emailRequired ? t('auth.register.email') : t('auth.register.emailOptional')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        onLeave={model.checkEmail}
      />
    </fieldset>
  );
}
