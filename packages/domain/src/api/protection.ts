// The player's responsible gambling calls: their limits and what is used of them, changing and
// confirming a limit, and taking a time-out or excluding themselves. Money in major units.
import { z } from 'zod';
import { EXCLUSION_PERIODS, LIMIT_KINDS } from '../protection/player-limits.ts';
import { apiAmount, callBody, text } from './fields.ts';

export const limitKind = z.enum(LIMIT_KINDS);

export const playerLimitItem = z.object({
  kind: limitKind,
  /** Major units for money limits, minutes for the others; null: none. */
  value: z.number().nullable(),
  pending: z.object({ value: z.number().nullable(), from: z.string() }).nullable(),
  /** Money limits: what the rolling window has used so far. */
  used: z.number().nullable(),
});
export type PlayerLimitItem = z.infer<typeof playerLimitItem>;

export const protectionRequest = callBody({});
export const protectionAnswer = z.object({
  status: z.literal(true),
  limits: z.array(playerLimitItem),
  exclusion: z.object({ kind: z.enum(['timeout', 'self_exclusion']), until: z.string() }).nullable(),
  /** When this session ends at the latest (the session time limit), ISO; null for none. */
  sessionEndsBy: z.string().nullable(),
});
export type ProtectionAnswer = z.infer<typeof protectionAnswer>;

/** A limit's new value: an amount (major units) or minutes; '' or null removes it (after a day). */
export const setLimitRequest = callBody({
  kind: limitKind,
  value: z.union([apiAmount, z.null()]),
});
export type SetLimitRequest = z.input<typeof setLimitRequest>;
export const setLimitAnswer = protectionAnswer.extend({ applied: z.enum(['applied', 'pending']) });

export const confirmLimitRequest = callBody({ kind: limitKind });

export const excludeRequest = z.discriminatedUnion('kind', [
  callBody({
    kind: z.literal('timeout'),
    period: z.enum(EXCLUSION_PERIODS.timeout),
    password: text(100).min(1),
  }),
  callBody({
    kind: z.literal('self_exclusion'),
    period: z.enum(EXCLUSION_PERIODS.self_exclusion),
    password: text(100).min(1),
  }),
]);
export type ExcludeRequest = z.input<typeof excludeRequest>;
export const excludeAnswer = z.object({ status: z.literal(true), until: z.string() });

/** The back office reads a player's protection (admin/userProtection). */
export const userProtectionRequest = callBody({ userId: z.number().int().positive() });
