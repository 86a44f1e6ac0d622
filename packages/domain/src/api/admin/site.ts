// The site's settings as the back office edits them: everything of 000 §3 and 002 §1; the mail
// server's password is never sent back, only whether one is set.
import { z } from 'zod';
import { siteSettingsOutputSchema, siteSettingsPatchSchema } from '../../site-settings.ts';
import { callBody } from '../fields.ts';

export const officeSettings = siteSettingsOutputSchema.omit({ smtp_password: true }).extend({
  smtp_password_set: z.boolean(),
});
export type OfficeSettings = z.infer<typeof officeSettings>;

export const settingsAnswer = z.object({
  status: z.literal(true),
  settings: officeSettings,
  version: z.number(),
});
export type SettingsAnswer = z.infer<typeof settingsAnswer>;

/** Only the settings that change; the others stay. */
export const saveSettingsRequest = callBody({ settings: siteSettingsPatchSchema });
export type SaveSettingsRequest = z.input<typeof saveSettingsRequest>;
