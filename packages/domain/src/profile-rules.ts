// The profile update form's rules (spec 000 section 5).
import { z } from 'zod';
import { isKnownCountry, positiveInt, textField } from './account-form.ts';

/** Profile fields in the order their failures are reported. */
export const PROFILE_FIELDS = ['city', 'countryId', 'postCode', 'sex', 'address', 'autoprint'] as const;

/** The profile update rules: city, country and post code may not be empty. */
export const profileUpdateSchema = z.object({
  sex: z.enum(['m', 'f'], { error: 'sexRequired' }),
  address: textField(null, 200, 'invalidInput'),
  city: textField('cityCanNotbeNull', 50, 'invalidInput'),
  countryId: positiveInt('countryCanNotbeNull', isKnownCountry),
  postCode: textField('postCodeCanNotbeNull', 20, 'postCodeCanNotbeNull'),
  autoprint: z
    .union([z.literal(0), z.literal(1), z.boolean(), z.literal('0'), z.literal('1')], {
      error: 'invalidInput',
    })
    .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))
    .optional(),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
