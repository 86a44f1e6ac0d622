// The site's settings as the back office edits them: everything of 000 §3 and 002 §1; the mail
// server's password is never sent back, only whether one is set.
import { z } from 'zod';
import { type SiteSettings, siteSettingsPatchSchema, siteSettingsSchema } from '../../site-settings.ts';
import { callBody } from '../fields.ts';

/**
 * The settings as answers carry them: the same fields without the readers of stored values
 * (preprocess steps), which only apply on the way in and cannot describe or encode an answer.
 */
export const siteSettingsOutputSchema = z.object(
  Object.fromEntries(
    Object.entries(siteSettingsSchema.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodPipe ? field.out : field,
    ]),
  ) as unknown as { [K in keyof SiteSettings]: z.ZodType<SiteSettings[K]> },
);

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
