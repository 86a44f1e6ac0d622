// Feeds a jackpot from the ledger's stakes in the order the ledger took them, and drops its pot on
// the stake that reaches the drop point. One instance at a time feeds a jackpot (its progress row
// is locked, the others skip it), and the feeding, the drop and the payment commit together, so a
// pot is paid exactly once.
import { contributionOf, type JackpotId, type JackpotSource, stakeWins } from '@bet/domain/casino/jackpots';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { couponIdOfReference, liveCouponsAmong } from '../../betting/index.ts';
import { lastTransactionId, stakesAfter, type TakenStake, type TransactionKind } from '../../wallet/index.ts';
import { addToPot, type CycleRow, openCycle, payPot, runningCycle } from './jackpot-cycles.ts';
import { jackpotRule } from './jackpot-rules.ts';
import { jackpotProgress } from './schema.ts';

/** Stakes read per pass. */
const BATCH = 2_000;
/**
 * Stakes younger than this are left for the next pass: a transaction that took its id earlier may
 * still be committing, and reading past it would skip its stake.
 */
export const SETTLE_LAG_MS = 1_000;

const sourceKinds: Record<JackpotSource, TransactionKind> = {
  slots: 'slot_stake',
  liveCasino: 'casino_stake',
  prematch: 'coupon_stake',
  live: 'coupon_stake',
};

export type Drop = { cycle: CycleRow; winnerUserId: number; amount: number; at: Date };

/** The stakes that feed the jackpot's source, of those read. */
async function feedingStakes(tx: Tx, source: JackpotSource, stakes: TakenStake[]): Promise<TakenStake[]> {
  if (source !== 'prematch' && source !== 'live') return stakes;
  const ids = stakes.map((s) => couponIdOfReference(s.reference)).filter((id): id is number => id !== null);
  const live = await liveCouponsAmong(tx, ids);
  return stakes.filter((s) => {
    const id = couponIdOfReference(s.reference);
    return id !== null && live.has(id) === (source === 'live');
  });
}

/** The progress row, locked; null when another instance is feeding this jackpot now. */
async function lockProgress(tx: Tx, jackpot: JackpotId): Promise<number | null> {
  const [row] = await tx
    .select()
    .from(jackpotProgress)
    .where(eq(jackpotProgress.jackpot, jackpot))
    .for('update', { skipLocked: true });
  return row ? row.watermark : null;
}

/** Starts a jackpot at the ledger's end: stakes taken before it existed feed nothing. */
export async function startJackpot(db: Db, jackpot: JackpotId): Promise<void> {
  const watermark = await lastTransactionId(db);
  await db.insert(jackpotProgress).values({ jackpot, watermark }).onConflictDoNothing();
}

/**
 * One pass over the stakes taken since the last: answers the pots it dropped, and whether it read
 * everything there was (nothing left too young or beyond the batch).
 */
export async function feedJackpot(
  db: Db,
  jackpot: JackpotId,
  now: Date,
): Promise<{ drops: Drop[]; caughtUp: boolean }> {
  return db.transaction(async (tx) => {
    const watermark = await lockProgress(tx, jackpot);
    // Another instance is feeding it: that one answers for it.
    if (watermark === null) return { drops: [], caughtUp: true };
    const rule = await jackpotRule(tx, jackpot);
    const before = new Date(now.getTime() - SETTLE_LAG_MS);
    const all = await stakesAfter(tx, [sourceKinds[rule.source]], watermark, BATCH);
    // Stop at the first stake too young to count: the ones after it wait with it.
    const young = all.findIndex((s) => s.at > before);
    const read = young === -1 ? all : all.slice(0, young);
    const caughtUp = read.length === all.length && all.length < BATCH;
    const last = read.at(-1);
    if (!last) return { drops: [], caughtUp };
    const drops: Drop[] = [];
    const cycles = new Map<string, { row: CycleRow; added: number }>();
    const cycleOf = async (currency: string, at: Date) => {
      let open = cycles.get(currency);
      if (!open) {
        const row =
          (await runningCycle(tx, jackpot, currency)) ??
          (await openCycle(tx, jackpot, rule, currency, 1, at));
        open = { row, added: 0 };
        cycles.set(currency, open);
      }
      return open;
    };
    for (const stake of await feedingStakes(tx, rule.source, read)) {
      const open = await cycleOf(stake.currency, stake.at);
      const share = contributionOf(rule, stake.amount);
      open.row = { ...open.row, pot: open.row.pot + share };
      open.added += share;
      if (!stakeWins(rule, open.row.dropPoint, open.row.pot, stake.at.getTime())) continue;
      await addToPot(tx, open.row, open.added, stake.transactionId, stake.at);
      await payPot(tx, open.row, stake.userId, stake.at);
      drops.push({ cycle: open.row, winnerUserId: stake.userId, amount: open.row.pot, at: stake.at });
      cycles.set(stake.currency, {
        row: await openCycle(tx, jackpot, rule, stake.currency, open.row.cycle + 1, stake.at),
        added: 0,
      });
    }
    for (const open of cycles.values()) await addToPot(tx, open.row, open.added, last.transactionId, now);
    await tx
      .update(jackpotProgress)
      .set({ watermark: last.transactionId })
      .where(eq(jackpotProgress.jackpot, jackpot));
    return { drops, caughtUp };
  });
}
