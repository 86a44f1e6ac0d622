import type { OfficeSettings } from '@bet/domain/api/admin/site';
import { DEFAULT_SITE_SETTINGS } from '@bet/domain/site-settings';
import { describe, expect, it } from 'vitest';
import { settingsChanges, settingsValuesOf } from './settings-values.ts';

const { smtp_password: _, ...rest } = DEFAULT_SITE_SETTINGS;
const settings: OfficeSettings = { ...rest, smtp_password_set: true };

describe('the settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsChanges(settingsValuesOf(settings), settings)).toEqual({});
  });

  it('sends only the changed keys, each in its setting’s own encoding', () => {
    const values = {
      ...settingsValuesOf(settings),
      sport: false,
      dark_mode: true,
      affiliateStatus: true,
      matches_day: '45',
      register_activation: '2',
      site_title: 'Bet',
    };
    expect(settingsChanges(values, settings)).toEqual({
      sport: 0,
      dark_mode: true,
      affiliateStatus: '1',
      matches_day: 45,
      register_activation: 2,
      site_title: 'Bet',
    });
  });

  it('sends the ticked languages in the shared list’s order, and nothing when only the order differs', () => {
    const values = settingsValuesOf(settings);
    expect(values.languages_enabled).toEqual(settings.languages_enabled);
    expect(settingsChanges({ ...values, languages_enabled: ['tr', 'de', 'en'] }, settings)).toEqual({
      languages_enabled: ['de', 'en', 'tr'],
    });
    const stored: OfficeSettings = { ...settings, languages_enabled: ['tr', 'en'] };
    expect(settingsChanges({ ...values, languages_enabled: ['en', 'tr'] }, stored)).toEqual({});
  });

  it('sends the SMTP password only when one was typed', () => {
    const values = settingsValuesOf(settings);
    expect(values.smtp_password).toBe('');
    expect(settingsChanges({ ...values, smtp_password: 's3cret' }, settings)).toEqual({
      smtp_password: 's3cret',
    });
  });

  it('leaves an emptied number for the server to refuse rather than sending 0', () => {
    const values = { ...settingsValuesOf(settings), smtp_port: '' };
    expect(settingsChanges(values, settings)).toEqual({ smtp_port: '' });
  });
});
