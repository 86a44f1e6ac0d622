// A jackpot's pots: seeded by the house with a secret drop point, fed, and paid to their winner,
// each money move a balanced ledger transaction in the caller's database transaction.
import { randomBytes, randomInt } from 'node:crypto';
import { dropCommitment, dropPointOf, type JackpotId, type JackpotRule } from '@bet/domain/casino/jackpots';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.ts';
import { creditAccount, ensureAccount, postTransaction, type SystemAccountKind } from '../../wallet/index.ts';
import { jackpotCycles } from './schema.ts';

export type CycleRow = typeof jackpotCycles.$inferSelect;

const accountKinds: Record<JackpotId, SystemAccountKind> = {
  casinoDaily: 'jackpot_casino_daily',
  casinoWeekly: 'jackpot_casino_weekly',
  casinoMega: 'jackpot_casino_mega',
  liveCasinoDaily: 'jackpot_live_casino_daily',
  sportsPrematch: 'jackpot_sports_prematch',
  sportsLive: 'jackpot_sports_live',
};

const potAccount = (tx: Executor, jackpot: JackpotId, currency: string) =>
  ensureAccount(tx, { system: true, kind: accountKinds[jackpot], currency });
const houseAccount = (tx: Executor, currency: string) =>
  ensureAccount(tx, { system: true, kind: 'house', currency });

/** Moves money between the house (or a player) and a pot; positive fills the pot. */
async function movePot(
  tx: Tx,
  cycle: CycleRow,
  move: { kind: 'jackpot_seed' | 'jackpot_contribution'; amount: number; reference: string; at: Date },
): Promise<void> {
  if (move.amount === 0) return;
  const pot = await potAccount(tx, cycle.jackpot as JackpotId, cycle.currency);
  const house = await houseAccount(tx, cycle.currency);
  await postTransaction(tx, {
    kind: move.kind,
    reference: move.reference,
    actorUserId: null,
    at: move.at,
    postings: [
      { accountId: pot.id, amount: move.amount },
      { accountId: house.id, amount: -move.amount },
    ],
  });
}

export async function runningCycle(
  tx: Executor,
  jackpot: JackpotId,
  currency: string,
): Promise<CycleRow | null> {
  const [row] = await tx
    .select()
    .from(jackpotCycles)
    .where(
      and(
        eq(jackpotCycles.jackpot, jackpot),
        eq(jackpotCycles.currency, currency),
        eq(jackpotCycles.state, 'running'),
      ),
    );
  return row ?? null;
}

/** Seeds a fresh pot: its drop point drawn now and committed by hash. */
export async function openCycle(
  tx: Tx,
  jackpot: JackpotId,
  rule: JackpotRule,
  currency: string,
  cycle: number,
  at: Date,
): Promise<CycleRow> {
  const dropPoint = dropPointOf(rule, at.getTime(), randomInt(0, 2 ** 47) / 2 ** 47);
  const salt = randomBytes(16).toString('hex');
  const [row] = await tx
    .insert(jackpotCycles)
    .values({
      jackpot,
      currency,
      cycle,
      seededAt: at,
      dropPoint,
      salt,
      commitment: dropCommitment(jackpot, cycle, dropPoint, salt),
      pot: rule.seed,
      state: 'running',
    })
    .returning();
  if (!row) throw new Error('a jackpot cycle was not written');
  await movePot(tx, row, {
    kind: 'jackpot_seed',
    amount: rule.seed,
    reference: `jackpot:${row.id}:seed`,
    at,
  });
  return row;
}

/** Books what stakes added to a pot since its last booking. */
export async function addToPot(
  tx: Tx,
  cycle: CycleRow,
  amount: number,
  upTo: number,
  at: Date,
): Promise<void> {
  if (amount === 0) return;
  await movePot(tx, cycle, {
    kind: 'jackpot_contribution',
    amount,
    reference: `jackpot:${cycle.id}:${upTo}`,
    at,
  });
  await tx.update(jackpotCycles).set({ pot: cycle.pot }).where(eq(jackpotCycles.id, cycle.id));
}

/** Pays the whole pot to its winner and closes it. */
export async function payPot(tx: Tx, cycle: CycleRow, winnerUserId: number, at: Date): Promise<void> {
  const pot = await potAccount(tx, cycle.jackpot as JackpotId, cycle.currency);
  const winner = await creditAccount(tx, winnerUserId, cycle.currency);
  await postTransaction(tx, {
    kind: 'jackpot_win',
    reference: `jackpot:${cycle.id}:win`,
    actorUserId: winnerUserId,
    memo: cycle.jackpot,
    at,
    postings: [
      { accountId: winner.id, amount: cycle.pot },
      { accountId: pot.id, amount: -cycle.pot },
    ],
  });
  await tx
    .update(jackpotCycles)
    .set({ state: 'dropped', winnerUserId, won: cycle.pot, droppedAt: at, pot: 0 })
    .where(eq(jackpotCycles.id, cycle.id));
}
