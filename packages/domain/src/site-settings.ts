import { z } from 'zod';
import { CURRENCY_CODES } from './reference/currencies.ts';
import { LANGUAGE_CODES } from './reference/languages.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

export { DEFAULT_SITE_SETTINGS } from './site-settings-defaults.ts';

/**
 * One white-label site's settings (spec 000 section 3, spec 002 section 1). Keys the spec names keep its
 * spelling, typos included (firstodd_sytem), because stored settings and the original client use them;
 * keys we added are snake_case. Switches stay numbers 0/1 because the client compares them with 1.
 */

export const THEMES = ['red', 'blue', 'green', 'orange', 'gold', 'black'] as const;
export type Theme = (typeof THEMES)[number];
export const themeSchema = z.enum(THEMES);

// Stored settings come from form posts and older databases, so '1', 1 and true all mean on.
const fromStored = (value: unknown) => {
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return value;
};

const flag = z.preprocess(fromStored, z.union([z.literal(0), z.literal(1)]));
const count = (min: number, max: number) => z.preprocess(fromStored, z.number().int().min(min).max(max));
const text = (max = 500) => z.string().trim().max(max);
/** A comma list of positive integers, as the spec stores game and match id lists ('' when none). */
const idList = z
  .string()
  .trim()
  .max(10_000)
  .regex(/^(\d+(\s*,\s*\d+)*)?$/, 'comma list of ids');
/** A link: empty, a relative path or file name, or http(s); never another scheme such as javascript:. */
const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(|https?:\/\/\S+|\/\S*|[^\s:/][^\s:]*(\/\S*)?)$/, 'relative path or http(s) URL');
/** A tracking id such as G-XXXX or GTM-XXXX. */
const trackingId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{0,50}$/, 'tracking id');

export const siteSettingsSchema = z.object({
  // Identity and branding.
  site_title: text(200),
  site_logo: link,
  site_api: link,
  site_domain: text(253),
  default_language: z.enum(LANGUAGE_CODES),
  /** The languages players may pick; the default one must stay among them (see site-languages). */
  languages_enabled: z.array(z.enum(LANGUAGE_CODES)).max(LANGUAGE_CODES.length),
  default_theme: themeSchema,
  /** Whether the site opens in dark mode. */
  dark_mode: z.preprocess(
    (v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v),
    z.boolean(),
  ),

  // Lists and windows.
  /** Days ahead of prematch matches shown. */
  matches_day: count(1, 365),
  /** Days of coupon history offered. */
  coupons_day: count(1, 365),
  /** Quick stake amounts on the bet slip. */
  coupon_amount_group: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*$/, 'comma list of amounts'),
  /** Decimals for odds display. */
  tofixedNumber: count(0, 4),

  // Access and account switches.
  register_disabled: flag,
  /** 1: a closed, terminal-style site; visitors must log in first. */
  login_screen: flag,
  /** The spec compares this one with the string '1'. */
  affiliateStatus: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(['0', '1'])),
  operator_login: flag,
  /** Ask for the Turkish identity number at registration. */
  registerTcRequired: flag,
  /** Require a mobile number at registration. */
  mobile_required: flag,
  /** After registration: 0 log straight in, 1 e-mail activation, 2 SMS activation. */
  register_activation: z.preprocess(fromStored, z.union([z.literal(0), z.literal(1), z.literal(2)])),
  /** Where a player lands after an instant registration ('' for Home). */
  register_redirect_path: link,
  /** Username of the dealer new players are placed under ('' for the site's first dealer). */
  register_dealer: z.string().max(20),
  /** New players' default for printing coupons automatically. */
  auto_print: flag,

  // Money.
  default_currency: z.enum(CURRENCY_CODES),
  /** 1: players pick their currency at registration; 0: everyone gets default_currency. */
  currencyMode: flag,

  // Feature switches.
  sport: flag,
  live: flag,
  tv_access: flag,
  secondhomepage: flag,
  firstodd_sytem: flag,
  enable_rows: flag,
  liveCasino_show_all: flag,
  liveCasino_show_company_logo: flag,
  live_show_tracker: flag,
  /** 1: slots follow the UK rules (a spin lasts at least 2.5 s, no autoplay). */
  uk_slot_rules: flag,

  // Betting rules.
  /** Minutes after placing in which a prematch coupon may still be cancelled. */
  coupon_cancel_minutes: count(0, 1440),
  /** The house's cut of an open coupon's fair value when the player sells it (cash-out), in percent. */
  cashout_margin_percent: count(0, 50),
  /** Seconds a live coupon waits ("sleeping") before it is accepted. */
  live_bet_delay_seconds: count(0, 60),
  /** Most selections on one coupon. */
  maxOddsCoupon: count(1, 100),
  /** Most coupons one multiple bet may expand to. */
  maxMultiCps: count(1, 1000),
  /** Most free (non-banker) picks of a system bet, 3 to 10 (see betting/combinations systemFreePickLimit). */
  maxSystemCps: count(1, 1000),
  /** Most selections in a multiple bet. */
  maxMultiOdds: count(1, 100),

  // Payments.
  /** A transfer request above this amount (major units) needs a second staff member's approval; 0 never. */
  transfer_second_approval_above: count(0, 100_000_000),

  // Game and TV lists.
  virtualgames_ids: idList,
  tvgames_ids: idList,
  topslot_ids: idList,
  /** Matches that have a TV stream. */
  tv_match_ids: idList,

  // Contact and social.
  /** With country code; '' hides the chat-app link. */
  /** When an affiliate period closes on its last day (Hour:Minute, the site's zone; spec 002 §4). */
  affiliate_cutoff_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeFormatInvalid'),
  whatsapp_number: z
    .string()
    .trim()
    .regex(/^(\+?[\d\s-]{6,20})?$/, 'phone number'),
  facebook: link,
  twitter: link,
  instagram: link,
  youtube: link,
  vk: link,
  skype: text(100),
  telegram_name: text(100),

  // Content and links.
  footer_bottom_text: text(2000),
  statistic_url: link,
  points_table_url: link,

  // Custom code and tracking; the settings fetch also returns these as mobileCss and generalJs.
  custom_style_url: link,
  custom_script_url: link,
  google_analytics_id: trackingId,
  google_tag_manager_id: trackingId,
  /** The live-chat vendor's embed snippet, injected as is. */
  live_chat_script: text(10_000),

  // Outgoing mail (back office); never sent to players, see publicSiteSettings.
  smtp_host: text(253),
  smtp_port: count(1, 65_535),
  /** 1: TLS from the start (port 465); 0: STARTTLS or plain. */
  smtp_secure: flag,
  smtp_user: text(200),
  smtp_password: text(200),
  smtp_from_email: z.union([z.literal(''), z.email()]),
  smtp_from_name: text(200),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** For back-office edits: some of the settings, unknown keys refused. */
export const siteSettingsPatchSchema = z.strictObject(siteSettingsSchema.partial().shape);

const fieldSchemas: Record<string, z.ZodType> = siteSettingsSchema.shape;
const SETTING_KEYS = Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[];

/**
 * Stored values over the defaults. Unknown keys are dropped; a stored value that no longer validates
 * falls back to its default, so one bad setting cannot take a site down.
 */
export function resolveSiteSettings(partial: unknown): SiteSettings {
  const stored: Record<string, unknown> =
    typeof partial === 'object' && partial !== null && !Array.isArray(partial) ? { ...partial } : {};
  const merged: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const parsed = Object.hasOwn(stored, key) ? fieldSchemas[key]?.safeParse(stored[key]) : undefined;
    merged[key] = parsed?.success ? parsed.data : DEFAULT_SITE_SETTINGS[key];
  }
  return siteSettingsSchema.parse(merged);
}

/** Settings that stay on the server. */
export const PRIVATE_SITE_SETTING_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_secure',
  'smtp_user',
  'smtp_password',
  'smtp_from_email',
  'smtp_from_name',
] as const;

export type PublicSiteSettings = Omit<SiteSettings, (typeof PRIVATE_SITE_SETTING_KEYS)[number]>;

/** What the settings fetch may send to browsers: everything but the mail server and its credentials. */
export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  const {
    smtp_host: _host,
    smtp_port: _port,
    smtp_secure: _secure,
    smtp_user: _user,
    smtp_password: _password,
    smtp_from_email: _fromEmail,
    smtp_from_name: _fromName,
    ...rest
  } = settings;
  return rest;
}
