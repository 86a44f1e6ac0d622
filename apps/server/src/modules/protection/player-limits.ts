// A player's own limits: tightening applies at once; loosening (a higher value or none) waits a day and
// then needs the player's confirmation, so a limit cannot be undone in the heat of the moment.
import {
  isStricter,
  type LimitKind,
  type LimitValue,
  LOOSEN_DELAY_MS,
} from '@bet/domain/protection/player-limits';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { type PlayerLimitRow, playerLimits } from './schema.ts';

export type PlayerLimit = {
  kind: LimitKind;
  value: LimitValue;
  /** A loosening waiting for confirmation: its value and when it may be confirmed. */
  pending: { value: LimitValue; from: Date } | null;
};

const limitOf = (row: PlayerLimitRow): PlayerLimit => ({
  kind: row.kind as LimitKind,
  value: row.value,
  pending: row.hasPending && row.pendingFrom ? { value: row.pendingValue, from: row.pendingFrom } : null,
});

export async function limitsOf(db: Executor, userId: number): Promise<Map<LimitKind, PlayerLimit>> {
  const rows = await db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  return new Map(rows.map((row) => [row.kind as LimitKind, limitOf(row)]));
}

/** The limits in force, by kind; kinds without one are absent. */
export async function limitValuesOf(db: Executor, userId: number): Promise<Map<LimitKind, number>> {
  const values = new Map<LimitKind, number>();
  for (const [kind, limit] of await limitsOf(db, userId))
    if (limit.value !== null) values.set(kind, limit.value);
  return values;
}

async function lockedLimit(db: Executor, userId: number, kind: LimitKind): Promise<PlayerLimitRow | null> {
  const [row] = await db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, kind)))
    .for('update');
  return row ?? null;
}

async function write(
  db: Executor,
  userId: number,
  kind: LimitKind,
  fields: Partial<PlayerLimitRow>,
  at: Date,
) {
  const values = {
    value: null,
    hasPending: false,
    pendingValue: null,
    pendingFrom: null,
    ...fields,
    updatedAt: at,
  };
  await db
    .insert(playerLimits)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [playerLimits.userId, playerLimits.kind], set: values });
}

/** Sets a limit; answers whether it applies now or waits for confirmation after a day. */
export async function setPlayerLimit(
  db: Executor,
  userId: number,
  kind: LimitKind,
  next: LimitValue,
  at: Date,
): Promise<'applied' | 'pending'> {
  const row = await lockedLimit(db, userId, kind);
  const current = row?.value ?? null;
  if (isStricter(current, next)) {
    await write(db, userId, kind, { value: next }, at);
    return 'applied';
  }
  if (current === next) return 'applied';
  const pendingFrom = new Date(at.getTime() + LOOSEN_DELAY_MS);
  await write(db, userId, kind, { value: current, hasPending: true, pendingValue: next, pendingFrom }, at);
  return 'pending';
}

/** Confirms a loosening once its day has passed. */
export async function confirmPlayerLimit(
  db: Executor,
  userId: number,
  kind: LimitKind,
  at: Date,
): Promise<void> {
  const row = await lockedLimit(db, userId, kind);
  if (!row?.hasPending || !row.pendingFrom || row.pendingFrom > at) throw conflict('limitNotConfirmable');
  await write(db, userId, kind, { value: row.pendingValue }, at);
}
