// The pots and drops as players see them.
import type { JackpotView, JackpotWin } from '@bet/domain/casino/jackpot-frames';
import { maskedName } from '@bet/domain/casino/jackpot-frames';
import { isLit, type JackpotId } from '@bet/domain/casino/jackpots';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findUserById } from '../../account/index.ts';
import type { CycleRow } from './jackpot-cycles.ts';
import { jackpotRules } from './jackpot-rules.ts';
import { jackpotCycles } from './schema.ts';

const RECENT_DROPS = 10;

/** Every running pot, with its commitment. */
export async function runningPots(
  db: Executor,
  now: Date,
): Promise<(JackpotView & { commitment: string })[]> {
  const rows = await db.select().from(jackpotCycles).where(eq(jackpotCycles.state, 'running'));
  const rules = await jackpotRules(db);
  return rows.map((row) => {
    const id = row.jackpot as JackpotId;
    return {
      id,
      currency: row.currency,
      balance: row.pot,
      lit: isLit(rules[id], row.pot, now.getTime()),
      commitment: row.commitment,
    };
  });
}

/** A dropped pot as announced: the winner's name masked, the drop point and salt revealed. */
export async function winOf(
  db: Executor,
  cycle: CycleRow,
  winnerUserId: number,
  amount: number,
  at: Date,
): Promise<JackpotWin> {
  const winner = await findUserById(db, winnerUserId);
  return {
    jackpot: cycle.jackpot as JackpotId,
    currency: cycle.currency,
    amount,
    winner: maskedName(winner?.username ?? ''),
    cycle: cycle.cycle,
    dropPoint: cycle.dropPoint,
    salt: cycle.salt,
    commitment: cycle.commitment,
    at: at.toISOString(),
  };
}

/** The latest drops of some jackpots in one currency, newest first. */
export async function recentDrops(
  db: Executor,
  jackpots: readonly JackpotId[],
  currency: string,
): Promise<JackpotWin[]> {
  if (jackpots.length === 0) return [];
  const rows = await db
    .select()
    .from(jackpotCycles)
    .where(
      and(
        eq(jackpotCycles.state, 'dropped'),
        eq(jackpotCycles.currency, currency),
        inArray(jackpotCycles.jackpot, [...jackpots]),
      ),
    )
    .orderBy(desc(jackpotCycles.droppedAt))
    .limit(RECENT_DROPS);
  return Promise.all(
    rows.map((row) => winOf(db, row, row.winnerUserId ?? 0, row.won ?? 0, row.droppedAt ?? row.seededAt)),
  );
}
