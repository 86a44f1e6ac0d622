import type { OfficeSettings } from '@bet/domain/api/admin/site';
import type { UploadLogoRequest } from '@bet/domain/api/admin/site-logo';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useSaveSettings } from './api/save-settings.ts';
import { useSettings } from './api/settings.ts';
import { DomainsSection } from './domains-section.tsx';
import { LogoField } from './logo-field.tsx';
import { settingSections } from './setting-fields.ts';
import { SettingsSection } from './settings-section.tsx';
import { type SettingsValues, settingsChanges, settingsValuesOf } from './settings-values.ts';
import './settings.css';

/** The site's domains, then its settings section by section; only what changed is sent. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  // Here rather than in the form: the form starts afresh on each saved version, the outcome stays.
  const save = useSaveSettings();
  return (
    <TitledSection titleId="settings-title" title={t('nav.settings')} className="page settings-page">
      <DomainsSection />
      {settings.isError ? (
        <LoadFailed onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        // Keyed by version: a newer copy from the server (a save's answer) starts the form afresh.
        <SettingsForm key={settings.data.version} settings={settings.data.settings} save={save} />
      ) : (
        <Skeleton width="100%" height="12em" />
      )}
    </TitledSection>
  );
}

type SettingsFormProps = { settings: OfficeSettings; save: ReturnType<typeof useSaveSettings> };

function SettingsForm({ settings, save }: SettingsFormProps) {
  const { t } = useTranslation();
  const form = useForm<SettingsValues>({ defaultValues: settingsValuesOf(settings) });
  // A picked logo file, uploaded with the next Save.
  const [logo, setLogo] = useState<UploadLogoRequest | null>(null);
  const changed = form.formState.isDirty || logo !== null;

  const submit = form.handleSubmit((values) => {
    const patch = settingsChanges(values, settings);
    if (Object.keys(patch).length === 0 && !logo) return form.reset(values);
    save.mutate({ patch, logo });
  });

  return (
    <form className="form settings-form" noValidate onSubmit={submit}>
      {settingSections.map((section) => (
        <SettingsSection key={section.id} section={section} register={form.register}>
          {section.id === 'identity' && <LogoField current={settings.site_logo} onPick={setLogo} />}
          {section.id === 'smtp' && (
            <TextField
              label={t('settings.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t(settings.smtp_password_set ? 'settings.passwordSet' : 'settings.passwordNotSet')}
              {...form.register('smtp_password')}
            />
          )}
        </SettingsSection>
      ))}
      <div className="settings-save">
        {save.isSuccess && !changed && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
        {/* The server's own message names the refused field or file (timeFormatInvalid, logoTooLarge). */}
        {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
        <div className="form-actions">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
