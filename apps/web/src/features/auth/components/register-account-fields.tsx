import { normalizeUsername } from '@bet/domain/account-rules';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/select.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCurrencies } from '../api/currencies.ts';
import type { RegisterFormModel } from '../hooks/use-register-form.ts';
import { PASSWORD_MAX, USERNAME_MAX } from '../utils/form-helpers.ts';
import { LoadingSelect } from './loading-select.tsx';
import { PasswordField } from './password-field.tsx';

/** Username, password and repeat, currency (when players choose it) and promotion code. */
export function RegisterAccountFields({ model }: { model: RegisterFormModel }) {
  const { t } = useTranslation();
  const { form, fieldError, fieldHint } = model;
  const { register } = form;
  const currencies = useCurrencies(model.chooseCurrency);
  const userName = register('userName');
  return (
    <fieldset className="register-section">
      <legend className="section-title">{t('auth.register.account')}</legend>
      <TextField
        label={t('auth.register.userName')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={USERNAME_MAX}
        enterKeyHint="next"
        error={fieldError('userName')}
        hint={fieldHint('userName') ?? t('auth.errors.userNameError')}
        {...userName}
        onChange={(e) => {
          // Lowercase letters and digits only, as typed (spec 000 section 5).
          e.target.value = normalizeUsername(e.target.value).slice(0, USERNAME_MAX);
          return userName.onChange(e);
        }}
      />
      <div className="register-pair">
        <PasswordField
          label={t('auth.register.password')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={fieldError('password')}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.register.passwordRepeat')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={fieldError('passwordRepeat')}
          {...register('passwordRepeat')}
        />
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
        <TextField
          label={t('auth.register.promotionCode')}
          placeholder={t('auth.register.optional')}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={50}
          error={fieldError('promotionCode')}
          hint={fieldHint('promotionCode')}
          {...register('promotionCode')}
        />
      </div>
    </fieldset>
  );
}
