import type { OfficeSettings } from '@bet/domain/api/admin/site';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { type SettingField, settingSections } from './setting-fields.ts';

/**
 * The form's values: switches as booleans, the languages as the ticked codes, everything else as
 * typed; `smtp_password` a new one or ''.
 */
export type SettingsValues = Record<string, string | boolean | string[]>;

const allFields: readonly SettingField[] = settingSections.flatMap((section) => section.fields);

const isOn = (value: unknown) => value === true || value === 1 || value === '1';

/** The form's values for the settings as the server has them. */
export function settingsValuesOf(settings: OfficeSettings): SettingsValues {
  const values: SettingsValues = { smtp_password: '' };
  for (const field of allFields) {
    const value = settings[field.key];
    if (field.kind === 'switch') values[field.key] = isOn(value);
    else values[field.key] = Array.isArray(value) ? [...value] : String(value);
  }
  return values;
}

/** A form value in the encoding of the setting it changes (the stored value's own type). */
function encode(field: SettingField, value: SettingsValues[string], stored: unknown): unknown {
  if (field.kind === 'switch') {
    const on = value === true;
    if (typeof stored === 'boolean') return on;
    if (typeof stored === 'string') return on ? '1' : '0';
    return on ? 1 : 0;
  }
  // In the shared list's order, whatever order the boxes were ticked in.
  if (Array.isArray(value)) return LANGUAGE_CODES.filter((code) => value.includes(code));
  const text = String(value);
  // An emptied number field stays empty so that the server refuses it rather than storing 0.
  if (typeof stored === 'number') return text.trim() === '' ? text : Number(text);
  return text;
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : a === b;

/** The admin/saveSettings patch: the settings whose values differ, and a new SMTP password when typed. */
export function settingsChanges(values: SettingsValues, settings: OfficeSettings): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of allFields) {
    const value = values[field.key];
    if (value === undefined) continue;
    const stored = settings[field.key];
    const next = encode(field, value, stored);
    if (!sameValue(next, stored)) patch[field.key] = next;
  }
  const password = values.smtp_password;
  if (typeof password === 'string' && password !== '') patch.smtp_password = password;
  return patch;
}
