import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingField, SettingSection } from './setting-fields.ts';
import type { SettingsValues } from './settings-values.ts';

type Register = UseFormRegister<SettingsValues>;
type SelectField = Extract<SettingField, { kind: 'select' }>;

function optionLabel(field: SelectField, option: string, t: TFunction): string {
  if (field.labels === 'language') {
    const code = LANGUAGE_CODES.find((known) => known === option);
    return code ? languageByCode(code).nativeName : option;
  }
  if (field.labels === 'theme') return t(`settings.themes.${option}`);
  if (field.labels === 'activation') return t(`settings.activation.${option}`);
  return option;
}

type FieldProps = { field: SettingField; register: Register };

/** One setting's input, by how the setting is edited. */
function SettingInput({ field, register }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`settings.fields.${field.key}`);
  if (field.kind === 'select') {
    const options = field.options.map((value) => ({ value, label: optionLabel(field, value, t) }));
    return <Select label={label} options={options} {...register(field.key)} />;
  }
  if (field.kind === 'languages') {
    return (
      <fieldset className="settings-wide settings-languages">
        <legend className="field-label">{label}</legend>
        <p className="field-hint">{t('settings.languagesHint')}</p>
        <ul className="settings-switches">
          {LANGUAGE_CODES.map((code) => (
            <li key={code}>
              <label className="choice">
                <input type="checkbox" value={code} {...register(field.key)} />
                <span lang={languageByCode(code).locale}>{languageByCode(code).nativeName}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }
  if (field.kind === 'long') {
    return (
      <div className="field settings-wide">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="input settings-textarea"
          rows={5}
          spellCheck={false}
          {...register(field.key)}
        />
      </div>
    );
  }
  const numeric = field.kind === 'number';
  return (
    <TextField
      label={label}
      type={numeric ? 'number' : 'text'}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete="off"
      {...register(field.key)}
    />
  );
}

type SettingsSectionProps = {
  section: SettingSection;
  register: Register;
  /** Extra inputs after the section's own (the logo file, the SMTP password). */
  children?: ReactNode;
};

/** A card of related settings: inputs in a grid, then the section's switches. */
export function SettingsSection({ section, register, children }: SettingsSectionProps) {
  const { t } = useTranslation();
  const titleId = `settings-${section.id}`;
  const inputs = section.fields.filter((field) => field.kind !== 'switch');
  const toggles = section.fields.filter((field) => field.kind === 'switch');
  return (
    <section className="card settings-section" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        {t(`settings.sections.${section.id}`)}
      </h2>
      {(inputs.length > 0 || children) && (
        <div className="form-grid settings-grid">
          {inputs.map((field) => (
            <SettingInput key={field.key} field={field} register={register} />
          ))}
          {children}
        </div>
      )}
      {toggles.length > 0 && (
        <ul className="settings-switches">
          {toggles.map((field) => (
            <li key={field.key}>
              <label className="choice">
                <input type="checkbox" {...register(field.key)} />
                <span>{t(`settings.fields.${field.key}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
