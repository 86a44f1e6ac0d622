// The back office's jackpot calls: each jackpot's rules and running pots, changing its rules, and
// the history of its drops with their revealed drop points. Amounts in major units, as the API
// presents them.
import { z } from 'zod';
import { JACKPOT_IDS } from '../../casino/jackpots.ts';
import { apiAmount, callBody, wholeNumber } from '../fields.ts';

const jackpotId = z.enum(JACKPOT_IDS);

export const jackpotOfficeRow = z.object({
  id: jackpotId,
  source: z.enum(['slots', 'liveCasino', 'prematch', 'live']),
  contributionBp: z.number(),
  seed: z.number(),
  dropBy: z.enum(['time', 'amount']),
  period: z.enum(['day', 'week']).nullable(),
  mustDropBy: z.number().nullable(),
  pots: z.array(
    z.object({
      currency: z.string(),
      cycle: z.number(),
      pot: z.number(),
      commitment: z.string(),
      seededAt: z.string(),
    }),
  ),
});
export type JackpotOfficeRow = z.infer<typeof jackpotOfficeRow>;

export const jackpotsOfficeRequest = callBody({});
export const jackpotsOfficeAnswer = z.object({
  status: z.literal(true),
  jackpots: z.array(jackpotOfficeRow),
});
export type JackpotsOfficeAnswer = z.infer<typeof jackpotsOfficeAnswer>;

/** New rules of one jackpot: share of stakes in basis points (at most 5 %), seed, must-drop amount. */
export const saveJackpotRequest = callBody({
  jackpot: jackpotId,
  contributionBp: wholeNumber(0, 500),
  seed: apiAmount,
  /** Only for a jackpot that drops by amount; more than the seed. */
  mustDropBy: apiAmount.optional(),
});
export type SaveJackpotRequest = z.input<typeof saveJackpotRequest>;
export const saveJackpotAnswer = z.object({ status: z.literal(true), jackpot: jackpotOfficeRow });

export const jackpotHistoryRequest = callBody({
  jackpot: jackpotId.optional(),
  page: wholeNumber(0, 100_000).optional(),
});

export const jackpotDropRow = z.object({
  jackpot: jackpotId,
  currency: z.string(),
  cycle: z.number(),
  amount: z.number(),
  winnerId: z.number(),
  winner: z.string(),
  seededAt: z.string(),
  droppedAt: z.string(),
  /** Epoch ms for a time drop, major units for an amount drop. */
  dropPoint: z.number(),
  salt: z.string(),
  commitment: z.string(),
});
export type JackpotDropRow = z.infer<typeof jackpotDropRow>;

export const jackpotHistoryAnswer = z.object({
  status: z.literal(true),
  rows: z.array(jackpotDropRow),
  total: z.number(),
});
export type JackpotHistoryAnswer = z.infer<typeof jackpotHistoryAnswer>;
