// The audit log of back-office writes as the back office reads it.
import { z } from 'zod';
import { userRoles } from '../../authz/roles.ts';
import { callBody, optionalDay, text } from '../fields.ts';
import { listAnswer, listFields } from './list.ts';

export const auditRequest = callBody({
  ...listFields(['at', 'action'] as const),
  action: text(50).optional(),
  actorId: z.number().int().positive().optional(),
  from: optionalDay,
  to: optionalDay,
});
export type AuditRequest = z.input<typeof auditRequest>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number(),
  actorName: z.string(),
  role: z.enum(userRoles),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditAnswer = listAnswer(auditEntry);
export type AuditAnswer = z.infer<typeof auditAnswer>;
