// The jackpots as the back office sees them: rules with running pots, and the drops with winners.
import type { JackpotDropRow, JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { JACKPOT_IDS, type JackpotId, type JackpotRule } from '@bet/domain/casino/jackpots';
import { toMajor } from '@bet/domain/money';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findUserById } from '../../account/index.ts';
import { jackpotRules } from './jackpot-rules.ts';
import { jackpotCycles } from './schema.ts';

export const HISTORY_PAGE = 50;

export function officeRow(
  id: JackpotId,
  rule: JackpotRule,
  pots: (typeof jackpotCycles.$inferSelect)[],
): JackpotOfficeRow {
  return {
    id,
    source: rule.source,
    contributionBp: rule.contributionBp,
    seed: toMajor(rule.seed),
    dropBy: rule.drop.by,
    period: rule.drop.by === 'time' ? rule.drop.period : null,
    mustDropBy: rule.drop.by === 'amount' ? toMajor(rule.drop.mustDropBy) : null,
    pots: pots
      .filter((pot) => pot.jackpot === id)
      .map((pot) => ({
        currency: pot.currency,
        cycle: pot.cycle,
        pot: toMajor(pot.pot),
        commitment: pot.commitment,
        seededAt: pot.seededAt.toISOString(),
      })),
  };
}

export async function jackpotsForOffice(db: Executor): Promise<JackpotOfficeRow[]> {
  const rules = await jackpotRules(db);
  const pots = await db.select().from(jackpotCycles).where(eq(jackpotCycles.state, 'running'));
  return JACKPOT_IDS.map((id) => officeRow(id, rules[id], pots));
}

export async function jackpotHistory(
  db: Executor,
  query: { jackpot?: JackpotId; page?: number },
): Promise<{ rows: JackpotDropRow[]; total: number }> {
  const conditions: SQL[] = [eq(jackpotCycles.state, 'dropped')];
  if (query.jackpot) conditions.push(eq(jackpotCycles.jackpot, query.jackpot));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(jackpotCycles)
    .where(where)
    .orderBy(desc(jackpotCycles.droppedAt), desc(jackpotCycles.id))
    .limit(HISTORY_PAGE)
    .offset((query.page ?? 0) * HISTORY_PAGE);
  const [total] = await db.select({ n: count() }).from(jackpotCycles).where(where);
  const rules = await jackpotRules(db);
  return {
    total: total?.n ?? 0,
    rows: await Promise.all(
      rows.map(async (row) => {
        const id = row.jackpot as JackpotId;
        const winner = row.winnerUserId === null ? null : await findUserById(db, row.winnerUserId);
        return {
          jackpot: id,
          currency: row.currency,
          cycle: row.cycle,
          amount: toMajor(row.won ?? 0),
          winnerId: row.winnerUserId ?? 0,
          winner: winner?.username ?? '',
          seededAt: row.seededAt.toISOString(),
          droppedAt: (row.droppedAt ?? row.seededAt).toISOString(),
          dropPoint: rules[id].drop.by === 'amount' ? toMajor(row.dropPoint) : row.dropPoint,
          salt: row.salt,
          commitment: row.commitment,
        };
      }),
    ),
  };
}
