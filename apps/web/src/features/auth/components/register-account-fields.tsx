import { normalizeUsername } from '@bet/domain/account-rules';
import { Select } from '@bet/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../api/currencies.ts';
import type { RegisterFormModel } from '../hooks/use-register-form.ts';
import { PASSWORD_MAX, USERNAME_MAX } from '../utils/form-helpers.ts';
import { LoadingSelect } from './loading-select.tsx';
import { RegisterTextField } from './register-text-field.tsx';

/** Username, password and repeat, currency (when players choose it) and promotion code. */
export function RegisterAccountFields({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const { form, fieldError } = model;
  const { register } = form;
  const currencies = useCurrencies(model.chooseCurrency);
  return (
    <fieldset className="card register-section">
      <legend className="section-title">{t('auth.register.account')}</legend>
      <RegisterTextField
        model={model}
        name="userName"
        kind="verbatim"
        autoComplete="username"
        maxLength={USERNAME_MAX}
        enterKeyHint="next"
        hint={t('auth.errors.userNameError')}
        // Lowercase letters and digits only, as typed (spec 000 section 5).
        filter={(typed) => normalizeUsername(typed).slice(0, USERNAME_MAX)}
      />
      <div className="register-pair">
        {(['password', 'passwordRepeat'] as const).map((name) => (
          <RegisterTextField
            key={name}
            model={model}
            name={name}
            kind="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
        ))}
      </div>
      <div className="register-pair">
        {model.chooseCurrency &&
          (currencies.data ? (
            <Select
              label={t('auth.register.currency')}
              error={fieldError('currency')}
              options={currencies.data.map((c) => ({
                value: c.code,
                label: c.symbol === c.code ? c.code : `${c.code} (${c.symbol})`,
              }))}
              {...register('currency')}
            />
          ) : (
            <LoadingSelect label={t('auth.register.currency')} failed={currencies.isError} />
          ))}
        <RegisterTextField
          model={model}
          name="promotionCode"
          kind="verbatim"
          placeholder={t('auth.register.optional')}
          autoComplete="off"
          maxLength={50}
        />
      </div>
    </fieldset>
  );
}
