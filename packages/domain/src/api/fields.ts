// Field rules every call's payload is built from: shared by the server (validation, OpenAPI) and the clients.

import { z } from 'zod';
import { parseCalendarDay } from '../calendar-day.ts';
import { isTimeZone } from '../time-zone.ts';

// NUL and other C0 controls (but tab and line breaks) break PostgreSQL text or logs and never belong in input.
const hasControlCharacter = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
};

/** A bounded string with no lone surrogates or control characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.isWellFormed() && !hasControlCharacter(s), { message: 'invalidCharacters' });

const idLike = z.union([z.number().int().min(0).max(2_147_483_647), text(64)]);

/** Fields the spec's client adds to every request; accepted and ignored unless a call uses them. */
export const commonFields = {
  serverId: idLike.optional(),
  operatorId: idLike.optional(),
  site_id: idLike.optional(),
  lang: text(8).optional(),
  reqId: text(100).optional(),
  // Never decides who the caller is: identity comes from the session.
  userId: idLike.optional(),
  token: text(200).optional(),
};

/** A call's payload: its own fields plus the common ones; any other field is refused. */
export const callBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...commonFields, ...shape } as Omit<typeof commonFields, keyof T> & T);

/** Money-moving back-office calls require the idempotency key. */
export const requestId = text(100).min(8);

/**
 * A player's money call as the spec's client sends it: its idempotency key may be short or missing
 * (the calls then make one of their own, see betting/request-keys.ts).
 */
export const clientRequestId = text(100).min(1).optional();

/**
 * A day of a call's date range, year first or day first (parseCalendarDay), refused with
 * invalidDate otherwise; '' or no value means none.
 */
export const optionalDay = text(12)
  .transform((s, ctx) => {
    if (s.trim() === '') return undefined;
    const day = parseCalendarDay(s);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: 'invalidDate' });
    return z.NEVER;
  })
  .optional();

/** An IANA zone name Intl knows ('Europe/Istanbul', 'UTC'). */
export const timeZone = text(64).refine(isTimeZone, 'invalidInput');

/** startDate, endDate (any day format parseCalendarDay takes) and the zone they are read in. */
export const dayRangeFields = { startDate: optionalDay, endDate: optionalDay, timezone: timeZone.optional() };

/** A whole number sent as a number or as digits. */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      text(12)
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** A 0 or 1 flag sent as a number or as the digit. */
export const sentFlag = z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]);

/** An amount in major units as the spec's client sends it (number or decimal string, at most 2 decimals). */
export const apiAmount = z.union([z.number(), text(20)]);
