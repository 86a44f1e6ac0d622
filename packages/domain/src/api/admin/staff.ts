// Staff sign-in to the back office and who the signed-in staff member is.
import { z } from 'zod';
import { staffPermissions, userRoles } from '../../authz/roles.ts';
import { callBody, text } from '../fields.ts';

export const staffLoginRequest = callBody({
  userName: text(20).min(3),
  password: text(100).min(1),
  /** The six digits of the authenticator app, once the account has two-factor sign-in on. */
  otp: text(10)
    .regex(/^\d{6}$/)
    .optional(),
  securityCode: text(4000).optional(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequest>;

export const staffMe = z.object({
  userId: z.number(),
  username: z.string(),
  role: z.enum(userRoles),
  roleName: z.string().nullable(),
  permissions: z.array(z.enum(staffPermissions)),
  /** Changes whenever the granted permissions do; the app compares it to notice a change. */
  permissionsVersion: z.string(),
  siteId: z.number(),
  siteName: z.string(),
  /** The platform's own site: its staff also manage what every site shares (jackpots, providers). */
  platformSite: z.boolean(),
  currency: z.string(),
  totpEnabled: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMe>;

export const staffMeAnswer = z.object({ status: z.literal(true), me: staffMe });
export type StaffMeAnswer = z.infer<typeof staffMeAnswer>;

/** A new two-factor secret to scan; it is kept only once a code from it is confirmed. */
export const totpSetupAnswer = z.object({ status: z.literal(true), secret: z.string(), uri: z.string() });
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;

export const totpConfirmRequest = callBody({
  secret: text(64).min(16),
  otp: text(10).regex(/^\d{6}$/),
});
export const totpDisableRequest = callBody({ otp: text(10).regex(/^\d{6}$/) });
