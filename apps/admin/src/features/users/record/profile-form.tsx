import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NameFields, OpeningLimitFields } from '../account-fields.tsx';
import { hasOpeningLimits } from '../openable-roles.ts';
import { useUpdateUser } from './api/update-user.ts';
import { type ProfileValues, profileChanges, profileForm, profileValuesOf } from './profile-values.ts';
import { SaveBar } from './save-bar.tsx';

type ProfileFormProps = { user: UserDetail; editable: boolean };

/** Names, contact, status, how stakes count, and for dealer kinds how many accounts they may open. */
export function ProfileForm({ user, editable }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileForm),
    defaultValues: profileValuesOf(user),
  });
  const { errors, dirtyFields, isDirty } = form.formState;
  const invalid = (field: keyof ProfileValues) =>
    errors[field] ? t(`users.record.invalid.${field}`) : undefined;

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { targetUserId: user.id, ...profileChanges(values, dirtyFields) },
      { onSuccess: (answer) => form.reset(profileValuesOf(answer.user)) },
    ),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <fieldset className="record-fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('users.record.tabs.profile')}</legend>
        <div className="form-grid">
          <NameFields register={(field) => form.register(field)} invalid={invalid} />
          <TextField
            label={t('users.record.mobile')}
            type="tel"
            autoComplete="off"
            placeholder="+905551112233"
            error={invalid('mobile')}
            {...form.register('mobile')}
          />
          <Select
            label={t('users.columns.status')}
            options={[
              { value: '1', label: t('status.active') },
              { value: '0', label: t('status.passive') },
            ]}
            {...form.register('status')}
          />
          <Select
            label={t('users.record.onlineUser')}
            options={[
              { value: '1', label: t('users.record.onlineYes') },
              { value: '0', label: t('users.record.onlineNo') },
            ]}
            {...form.register('onlineUser')}
          />
          <Select
            label={t('users.record.staketype')}
            options={[
              { value: '0', label: t('users.record.stakePerCombination') },
              { value: '1', label: t('users.record.stakePerCoupon') },
            ]}
            {...form.register('staketype')}
          />
        </div>
        {hasOpeningLimits(user.role) && (
          <OpeningLimitFields
            register={(field) => form.register(field, { valueAsNumber: true })}
            invalid={invalid}
          />
        )}
      </fieldset>
      {editable && <SaveBar save={update} unchanged={!isDirty} />}
    </form>
  );
}
