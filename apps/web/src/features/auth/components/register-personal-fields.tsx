import { MAX_BIRTH_YEARS_BACK, MIN_AGE_YEARS } from '@bet/domain/account-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFormModel } from '../hooks/use-register-form.ts';
import { birthYears, digitsOnly, NAME_INPUT } from '../utils/form-helpers.ts';
import { BirthDateFields } from './birth-date-fields.tsx';
import { RegisterTextField } from './register-text-field.tsx';

/** Names, birth date, identity number (when the site asks for it) and sex. */
export function RegisterPersonalFields({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const { form, fieldError } = model;
  const { register } = form;
  const errors = form.formState.errors;
  // Adults only: from 18 years ago back a further 70 years (spec 000 section 5).
  const years = useMemo(() => birthYears(new Date(), MIN_AGE_YEARS, MAX_BIRTH_YEARS_BACK), []);
  const dateError = fieldError('birthDay') ?? fieldError('birthMonth') ?? fieldError('birthYear');
  return (
    <fieldset className="card register-section">
      <legend className="section-title">{t('auth.register.personal')}</legend>
      <div className="register-pair">
        <RegisterTextField
          model={model}
          name="firstName"
          autoComplete="given-name"
          maxLength={50}
          {...NAME_INPUT}
        />
        <RegisterTextField
          model={model}
          name="lastName"
          autoComplete="family-name"
          maxLength={50}
          {...NAME_INPUT}
        />
      </div>
      <BirthDateFields
        day={register('birthDay')}
        month={register('birthMonth')}
        year={register('birthYear')}
        years={years}
        error={dateError}
        invalid={{ day: !!errors.birthDay, month: !!errors.birthMonth, year: !!errors.birthYear }}
      />
      {model.askIdNumber && (
        <RegisterTextField
          model={model}
          name="idNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          filter={(typed) => digitsOnly(typed, 11)}
        />
      )}
      <fieldset className="field register-sex">
        <legend className="field-label">{t('auth.register.sex')}</legend>
        <div className="register-choice">
          <label>
            <input type="radio" value="m" {...register('sex')} />
            <span>{t('auth.register.male')}</span>
          </label>
          <label>
            <input type="radio" value="f" {...register('sex')} />
            <span>{t('auth.register.female')}</span>
          </label>
        </div>
        {fieldError('sex') && (
          <p className="field-error" role="alert">
            {fieldError('sex')}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
