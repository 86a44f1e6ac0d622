// The back office's bonuses: definitions (title, image, terms, amount or percentage, wagering,
// expiry) and the players' requests to accept or deny. Amounts in minor units.
import { z } from 'zod';
import { callBody, requestId, text } from '../fields.ts';
import { listAnswer, listFields } from './list.ts';
import { localText } from './payment-methods.ts';

export const officeBonusDefinition = z.object({
  id: z.number(),
  titles: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.string()),
  image: z.string(),
  amount: z.number().int(),
  percentBp: z.number().int(),
  maxAmount: z.number().int(),
  wageringMultiplier: z.number().int(),
  expiryDays: z.number().int(),
  position: z.number().int(),
  active: z.boolean(),
});
export type OfficeBonusDefinition = z.infer<typeof officeBonusDefinition>;

export const bonusDefinitionsRequest = callBody({});
export const bonusDefinitionsAnswer = z.object({
  status: z.literal(true),
  definitions: z.array(officeBonusDefinition),
});

/** A fixed amount, or a percentage of the player's last confirmed deposit (then maxAmount caps it). */
export const saveBonusDefinitionRequest = callBody({
  id: z.number().int().positive().optional(),
  titles: localText(120),
  terms: z.record(z.string().regex(/^[a-z]{2}$/), text(5000)).default({}),
  image: text(500).default(''),
  amount: z.number().int().min(0).max(100_000_000_00),
  percentBp: z.number().int().min(0).max(100_000),
  maxAmount: z.number().int().min(0).max(100_000_000_00),
  wageringMultiplier: z.number().int().min(0).max(100),
  expiryDays: z.number().int().min(1).max(365),
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type SaveBonusDefinitionRequest = z.input<typeof saveBonusDefinitionRequest>;

export const bonusRequestSortFields = ['createdAt', 'status'] as const;
export const bonusRequestsRequest = callBody({
  ...listFields(bonusRequestSortFields),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export const officeBonusRequest = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  bonusId: z.number(),
  title: z.string(),
  status: z.number(),
  currency: z.string(),
  /** Granted amount once accepted; the offer's figure while waiting. */
  amount: z.number().int(),
  wagered: z.number().int(),
  required: z.number().int(),
  state: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type OfficeBonusRequest = z.infer<typeof officeBonusRequest>;
export const bonusRequestsAnswer = listAnswer(officeBonusRequest);

export const decideBonusRequest = callBody({
  reqId: requestId,
  id: z.number().int().positive(),
  decision: z.enum(['accept', 'deny']),
});
export const decideBonusAnswer = z.object({ status: z.literal(true), request: officeBonusRequest });
