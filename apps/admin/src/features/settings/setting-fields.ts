// The settings form's table: which section each setting sits in and how it is edited.
import type { OfficeSettings } from '@bet/domain/api/admin/site';
import { CURRENCY_CODES } from '@bet/domain/reference/currencies';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import { THEMES } from '@bet/domain/site-settings';

/** A setting the form edits as it is; the SMTP password has a field of its own (never shown). */
export type SettingKey = Exclude<keyof OfficeSettings, 'smtp_password_set'>;

export type SettingField =
  /** On or off, whatever the setting's own encoding (0/1, '0'/'1' or a boolean). */
  | { key: SettingKey; kind: 'switch' }
  | { key: SettingKey; kind: 'number' }
  | { key: SettingKey; kind: 'text' }
  | { key: SettingKey; kind: 'long' }
  /** A checkbox per language; the value is the list of those ticked. */
  | { key: SettingKey; kind: 'languages' }
  /** `labels`: how each option is named (see optionLabel in settings-section.tsx). */
  | {
      key: SettingKey;
      kind: 'select';
      options: readonly string[];
      labels: 'language' | 'theme' | 'code' | 'activation';
    };

export type SettingSection = { id: string; fields: readonly SettingField[] };

const text = (...keys: SettingKey[]): SettingField[] => keys.map((key) => ({ key, kind: 'text' }));
const numbers = (...keys: SettingKey[]): SettingField[] => keys.map((key) => ({ key, kind: 'number' }));
const switches = (...keys: SettingKey[]): SettingField[] => keys.map((key) => ({ key, kind: 'switch' }));

export const settingSections: readonly SettingSection[] = [
  { id: 'identity', fields: text('site_title', 'site_logo', 'site_api', 'site_domain') },
  {
    id: 'languages',
    fields: [
      { key: 'default_language', kind: 'select', options: LANGUAGE_CODES, labels: 'language' },
      { key: 'languages_enabled', kind: 'languages' },
      { key: 'default_theme', kind: 'select', options: THEMES, labels: 'theme' },
      { key: 'default_currency', kind: 'select', options: CURRENCY_CODES, labels: 'code' },
      ...switches('dark_mode', 'currencyMode'),
    ],
  },
  {
    id: 'features',
    fields: [
      { key: 'register_activation', kind: 'select', options: ['0', '1', '2'], labels: 'activation' },
      ...text('register_redirect_path', 'register_dealer'),
      ...switches(
        'register_disabled',
        'login_screen',
        'affiliateStatus',
        'operator_login',
        'registerTcRequired',
        'mobile_required',
        'auto_print',
        'sport',
        'live',
        'tv_access',
        'secondhomepage',
        'firstodd_sytem',
        'enable_rows',
        'liveCasino_show_all',
        'liveCasino_show_company_logo',
        'live_show_tracker',
        'uk_slot_rules',
      ),
    ],
  },
  {
    id: 'lists',
    fields: [
      ...numbers('matches_day', 'coupons_day', 'tofixedNumber'),
      ...text('coupon_amount_group', 'virtualgames_ids', 'tvgames_ids', 'topslot_ids', 'tv_match_ids'),
    ],
  },
  {
    id: 'betting',
    fields: [
      ...numbers(
        'coupon_cancel_minutes',
        'cashout_margin_percent',
        'live_bet_delay_seconds',
        'maxOddsCoupon',
        'maxMultiCps',
        'maxSystemCps',
        'maxMultiOdds',
      ),
      ...text('affiliate_cutoff_time'),
    ],
  },
  {
    id: 'social',
    fields: [
      ...text(
        'whatsapp_number',
        'facebook',
        'twitter',
        'instagram',
        'youtube',
        'vk',
        'skype',
        'telegram_name',
      ),
      { key: 'footer_bottom_text', kind: 'long' },
    ],
  },
  { id: 'statistics', fields: text('statistic_url', 'points_table_url') },
  {
    id: 'custom',
    fields: [
      ...text('custom_style_url', 'custom_script_url', 'google_analytics_id', 'google_tag_manager_id'),
      { key: 'live_chat_script', kind: 'long' },
    ],
  },
  {
    id: 'smtp',
    fields: [
      ...text('smtp_host'),
      ...numbers('smtp_port'),
      ...text('smtp_user', 'smtp_from_email', 'smtp_from_name'),
      ...switches('smtp_secure'),
    ],
  },
];
