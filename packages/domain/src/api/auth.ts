// What the sign-in and password calls take and answer (spec 000 section 7): zod schemas, the one
// source of these types.
import { z } from 'zod';
import { challengePurpose } from './account.ts';
import { callBody, text } from './fields.ts';

// Letters, digits, dot, hyphen, underscore and space (spec 5: what the login field accepts).
const USERNAME_CHARS = /^[\p{L}\p{N}._\- ]+$/u;
// Day, month and year come from select boxes: numbers, or digit strings ('' when nothing is picked).
const datePart = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z.literal('').transform(() => undefined),
      text(4)
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max).optional());

export const loginRequest = callBody({
  userName: text(20).min(4).regex(USERNAME_CHARS),
  password: text(20).min(4),
  passwordType: z.union([z.number(), text(20)]).optional(),
  machineId: text(200).optional(),
  // The solved challenge, once failed passwords made the sign-in ask for one.
  securityCode: text(4000).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** logout: no fields of its own, and the body may be left out. */
export const logoutRequest = callBody({}).optional();

/** handlogin: the hand terminal's one-time token. */
export const handLoginRequest = callBody({ token: text(200).optional() });
export type HandLoginRequest = z.input<typeof handLoginRequest>;

/** captcha: which call the challenge is for (register when absent); the body may be left out. */
export const captchaRequest = callBody({ purpose: challengePurpose.optional() }).optional();
export type CaptchaRequest = z.input<typeof captchaRequest>;

/** forgotPassword: the username and birth date the reset link is mailed for. */
export const forgotPasswordRequest = callBody({
  username: text(20).optional(),
  birthDateDay: datePart(1, 31).optional(),
  birthDateMonth: datePart(1, 12).optional(),
  birthDateYear: datePart(1900, 2100).optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** resetPassword: the new password, typed twice, and the code from the mailed link. */
export const resetPasswordRequest = callBody({
  password: text(100).optional(),
  repassword: text(100).optional(),
  passCode: text(200).optional(),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

// Lengths of the new password are checked by the server's rules (with their own message); the current
// one may be anything registration allowed, so it is only bounded here.
export const changePasswordRequest = callBody({
  currentPassword: text(20).min(1),
  newPassword: text(100),
  rePassword: text(100).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** login; a refusal's body may carry `redirect`. */
export const loginAnswer = z.object({
  status: z.literal(true),
  userId: z.number(),
  lang: z.string(),
  redirect: z.string(),
  token: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** handlogin: a hand terminal signed in with its one-time token. */
export const handLoginAnswer = z.object({ status: z.literal(true), userId: z.number(), token: z.string() });
export type HandLoginAnswer = z.infer<typeof handLoginAnswer>;
