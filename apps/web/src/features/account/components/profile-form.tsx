import { countryNameById, countryOptions as namedCountries } from '@bet/domain/reference/country-names';
import { Button } from '@bet/ui/button.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import type { UserInfo } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useCountries } from '../api/get-countries.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { errorText } from '../lib/error-text.ts';
import { checkProfile, type ProfileValues, profileValues } from '../lib/profile-form.ts';
import './profile.css';

type Failure = { message: string; field: keyof ProfileValues | '' };

/** The editable profile: sex, address, city, country, post code, autoprint (spec 000 sections 2.7 and 5). */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const lang = useLanguage();
  const update = useUpdateProfile();
  const notify = useNotifyStore((s) => s.notifyThenReset);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, watch } = useForm<ProfileValues>({ defaultValues: profileValues(user) });

  const onSubmit = (values: ProfileValues) => {
    const check = checkProfile(values);
    if (!check.ok) {
      setFailure({
        message: t(`account.profile.errors.${check.key}`, {
          defaultValue: t('account.profile.errors.invalidInput'),
        }),
        field: check.field,
      });
      return;
    }
    setFailure(null);
    update.mutate(check.payload, {
      onSuccess: (msg) => notify(1, msg || t('account.profile.success')),
      onError: (err) => setFailure({ message: errorText(err, t), field: '' }),
    });
  };
  const invalid = (field: keyof ProfileValues) => (failure?.field === field ? failure.message : undefined);
  const countryOptions = countries.data ? namedCountries(countries.data, lang) : [];
  // Until the list arrives the select still shows the player's country, so nothing jumps.
  if (!countries.data && user.countryId) {
    const label = countryNameById(user.countryId, lang) ?? user.countryname;
    countryOptions.push({ value: String(user.countryId), label });
  }

  return (
    <section className="card" aria-labelledby="profile-title">
      <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <h2 className="section-title" id="profile-title">
          {t('account.profile.title')}
        </h2>
        <fieldset className="acc-radios">
          <legend>{t('account.profile.sex')}</legend>
          <label className="acc-choice">
            <input type="radio" value="m" {...register('sex')} />
            {t('account.profile.male')}
          </label>
          <label className="acc-choice">
            <input type="radio" value="f" {...register('sex')} />
            {t('account.profile.female')}
          </label>
        </fieldset>
        <div className="acc-form-grid">
          <TextField
            className="acc-wide"
            label={t('account.profile.address')}
            autoComplete="street-address"
            maxLength={200}
            {...register('address')}
          />
          <TextField
            label={t('account.profile.city')}
            autoComplete="address-level2"
            maxLength={50}
            error={invalid('city')}
            {...register('city')}
          />
          <TextField
            label={t('account.profile.postCode')}
            autoComplete="postal-code"
            maxLength={20}
            error={invalid('postCode')}
            {...register('postCode')}
          />
          <Select
            className="acc-wide"
            label={t('account.profile.country')}
            placeholder={t('account.profile.chooseCountry')}
            options={countryOptions}
            disabled={countries.isPending}
            error={invalid('countryId')}
            {...register('countryId')}
          />
        </div>
        <label className="acc-switch">
          <span>{t('account.profile.autoprint')}</span>
          <input type="checkbox" role="switch" aria-checked={watch('autoprint')} {...register('autoprint')} />
        </label>
        {failure && !failure.field && (
          <p className="notice notice-error" role="alert">
            {failure.message}
          </p>
        )}
        <Button type="submit" block loading={update.isPending}>
          {t('account.profile.save')}
        </Button>
      </form>
    </section>
  );
}
