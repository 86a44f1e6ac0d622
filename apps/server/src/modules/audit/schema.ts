import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only record of back-office writes (migration 0017 refuses updates and deletes). */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  siteId: integer('site_id').notNull(),
  actorId: integer('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  actorRole: text('actor_role').notNull(),
  actorPath: integer('actor_path').array().notNull(),
  targetPath: integer('target_path').array().notNull().default([]),
  ip: text('ip').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  targetName: text('target_name'),
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
